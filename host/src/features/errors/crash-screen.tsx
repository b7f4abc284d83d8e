/** "Oops! Something went wrong." — Try Again reloads, Go Home opens /, the last two only log. */
export function CrashScreen() {
  return (
    <div role="alert" className="crash">
      <h1>Oops! Something went wrong.</h1>
      <p>The console hit an unexpected error. Your data is safe; try again or go back home.</p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <button type="button" onClick={() => window.location.assign('/')}>
          Go Home
        </button>
        <button type="button" onClick={() => console.info('crash: Report Issue requested')}>
          Report Issue
        </button>
        <button type="button" onClick={() => console.info('crash: Contact Support requested')}>
          Contact Support
        </button>
      </div>
    </div>
  );
}

/** Code a newer build replaced: the crash screen's place, with the one way on — reload this address. */
export function NewVersionScreen({ reload }: { reload: () => void }) {
  return (
    <div role="alert" className="crash">
      <h1>A new version is available</h1>
      <p>The console was updated while this page was open. Reload to use the new version; your data is safe.</p>
      <div className="actions">
        <button type="button" className="primary" onClick={reload}>
          Reload
        </button>
      </div>
    </div>
  );
}
