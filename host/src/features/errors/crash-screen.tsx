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
