import { frontDoor } from '../../i18n/front-door';

/** "Oops! Something went wrong." — Try Again reloads, Go Home opens /, the last two only log. */
export function CrashScreen() {
  const t = frontDoor.useT();
  return (
    <div role="alert" className="crash">
      <h1>{t('errors.crashTitle')}</h1>
      <p>{t('errors.crashText')}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          {t('errors.tryAgain')}
        </button>
        <button type="button" onClick={() => window.location.assign('/')}>
          {t('errors.goHome')}
        </button>
        <button type="button" onClick={() => console.info('crash: Report Issue requested')}>
          {t('errors.reportIssue')}
        </button>
        <button type="button" onClick={() => console.info('crash: Contact Support requested')}>
          {t('errors.contactSupport')}
        </button>
      </div>
    </div>
  );
}

/** Code a newer build replaced: the crash screen's place, with the one way on — reload this address. */
export function NewVersionScreen({ reload }: { reload: () => void }) {
  const t = frontDoor.useT();
  return (
    <div role="alert" className="crash">
      <h1>{t('errors.newVersion')}</h1>
      <p>{t('errors.updatedText')}</p>
      <div className="actions">
        <button type="button" className="primary" onClick={reload}>
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
