/**
 * The login screen: welcome, "Sign In", e-mail and password with an eye toggle.
 * Plain elements and the host page's CSS: the first screen loads no UI kit and no form library
 * (its two fields keep their own state and run the kit's yup rules), and warms the shell
 * (Chakra, Formik) while the operator types.
 */
import { FIELDS, formRules, useServerMessage, useSessionStore } from '@console/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { object, ValidationError } from 'yup';
import { safeReturnPath } from '../../app/return-path';
import { frontDoor } from '../../i18n/front-door';
import { signInWith } from './api/sign-in';

// The login contract's password: any a user may hold or once held, up to 200 (spaces alone are no password).
const schema = object({
  email: formRules.email(),
  password: formRules.textRule(FIELDS.auth.password, { required: true }),
});

type Values = { email: string; password: string };
type Field = keyof Values;

/** Each field's first broken rule, in the language shown (the rules' messages are read when they run). */
function errorsOf(values: Values): Partial<Record<Field, string>> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<Field, string>> = {};
    for (const e of error.inner) if (e.path && !errors[e.path as Field]) errors[e.path as Field] = e.message;
    return errors;
  }
}

const ENDED: Record<string, 'login.ended.expired' | 'login.ended.idle'> = {
  expired: 'login.ended.expired',
  idle: 'login.ended.idle',
};

/** An inline eye (struck through when the password is shown): no icon font, no emoji glyphs. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

function LoginField({
  name,
  label,
  type,
  placeholder,
  autoComplete,
  value,
  error,
  onChange,
  onBlur,
}: {
  name: Field;
  label: string;
  type: string;
  placeholder: string;
  autoComplete: string;
  value: string;
  /** Said once the field was left or the form sent. */
  error: string | undefined;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const [shown, setShown] = useState(false);
  const t = frontDoor.useT();
  const id = useId();
  const invalid = Boolean(error);
  const input = (
    <input
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      id={id}
      type={type === 'password' && shown ? 'text' : type}
      placeholder={placeholder}
      autoComplete={autoComplete}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {type === 'password' ? (
        <div className="password">
          {input}
          <button
            type="button"
            className="eye"
            aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon open={!shown} />
          </button>
        </div>
      ) : (
        input
      )}
      {invalid && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export function LoginPage() {
  const t = frontDoor.useT();
  const pageTitle = t('login.pageTitle');
  useEffect(() => {
    document.title = pageTitle;
  }, [pageTitle]);
  const signIn = useSessionStore((s) => s.signIn);
  const endedBy = useSessionStore((s) => s.endedBy);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // A refused sign-in is said under the form (and announced), not in a toast: the form is where
  // the operator is looking, and a message is shown once. The button never turns `disabled`
  // while signing in, so the focus stays where the operator left it; a second press waits.
  const [failure, setFailure] = useState<string | null>(null);
  // Said again at render: a refusal worded before the server messages' Hindi arrived reads in Hindi once it does.
  const serverMessage = useServerMessage();
  const busy = useRef(false);
  const [values, setValues] = useState<Values>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Worked out on every render (two fields): a language switch re-renders the page and re-words them.
  const errors = errorsOf(values);
  const shownError = (name: Field) => (touched[name] ? errors[name] : undefined);
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: shownError(name),
    onChange: (value: string) => setValues((v) => ({ ...v, [name]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (busy.current || Object.keys(errors).length > 0) return;
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    const result = await signInWith(values);
    if (!result.ok) {
      busy.current = false;
      setSubmitting(false);
      // A lapsed licence is said once, by the License Expired modal with its next step.
      if (!result.aborted && result.status !== 402) setFailure(result.message);
      return;
    }
    const target = safeReturnPath(from) ?? '/';
    // The page's remote, code and first data load before the shell renders; without
    // them (their chunk failed to load) the shell loads them itself.
    const opened = await import('./open-console')
      .then((m) => m.openConsole(target, result.data))
      .catch(() => ({ path: target }));
    busy.current = false;
    signIn(result.data);
    navigate(opened.path, { replace: true });
  };

  // Once the operator starts on the form, fetch and evaluate the shell while they type, so Sign
  // In does not wait for it (and /login itself carries none of it).
  const warmShell = () => {
    void import('../shell/shell');
    void import('../shell/warm-up').then((m) => m.warmUp());
    void import('./open-console');
  };

  return (
    <div className="login">
      <section className="login-welcome">
        <p className="welcome">{t('login.welcome')}</p>
        <p>{t('login.pitch')}</p>
      </section>
      <main className="login-panel">
        <form noValidate className="login-form" onFocus={warmShell} onSubmit={(e) => void submit(e)}>
          <h1>{t('login.signIn')}</h1>
          <p className="login-sub">{t('login.sub')}</p>
          {endedBy && ENDED[endedBy] && (
            <p role="status" className="notice">
              {t(ENDED[endedBy])}
            </p>
          )}
          <LoginField
            {...field('email')}
            label={t('login.email')}
            type="email"
            placeholder={t('login.emailPlaceholder')}
            autoComplete="username"
          />
          <LoginField
            {...field('password')}
            label={t('login.password')}
            type="password"
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
          />
          <button type="submit" className="primary" aria-disabled={submitting || undefined}>
            {submitting ? t('login.signingIn') : t('login.signIn')}
          </button>
          <p role="alert" className="form-error" data-testid="login-failure">
            {failure && serverMessage(failure)}
          </p>
        </form>
      </main>
    </div>
  );
}
