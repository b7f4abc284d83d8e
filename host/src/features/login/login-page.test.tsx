import { useLanguageStore } from '@console/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { signInWith } from './api/sign-in';
import { LoginPage } from './login-page';

jest.mock('./api/sign-in', () => ({ signInWith: jest.fn() }));
const signIn = jest.mocked(signInWith);

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  signIn.mockReset();
});

function page() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
  return {
    email: screen.getByLabelText('Email'),
    password: screen.getByPlaceholderText('Enter your password'),
    submit: screen.getByRole('button', { name: 'Sign In' }),
  };
}

describe('the login form', () => {
  it('says nothing before a field is left, then what each field lacks; sends nothing while one is wrong', async () => {
    const { email, password, submit } = page();
    await userEvent.type(email, 'ops@');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    await userEvent.click(password);
    expect(screen.getByText('Enter a valid email address')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'false');

    await userEvent.click(submit);
    expect(screen.getByText('Value required')).toBeVisible();
    expect(signIn).not.toHaveBeenCalled();

    // Mending a field clears its message as it is typed.
    await userEvent.type(email, 'demo.local');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
  });

  it('re-words the messages shown when the language changes', async () => {
    const { submit } = page();
    await userEvent.click(submit);
    expect(screen.getAllByText('Value required')).toHaveLength(2);
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(screen.getAllByText('मान आवश्यक है')).toHaveLength(2);
  });

  it('sends the typed credentials once, and shows a refusal under the form', async () => {
    let answer!: (value: Awaited<ReturnType<typeof signInWith>>) => void;
    signIn.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { email, password, submit } = page();
    await userEvent.type(email, 'ops@demo.local');
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(submit);
    expect(submit).toHaveTextContent('Signing in…');
    await userEvent.click(submit);
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith({ email: 'ops@demo.local', password: 'wrong-one' });

    await act(async () => answer({ ok: false, status: 401, message: 'Invalid email or password.' } as never));
    expect(screen.getByTestId('login-failure')).toHaveTextContent('Invalid email or password.');
    expect(submit).toHaveTextContent('Sign In');
  });
});
