import { act, screen } from '@testing-library/react';
import { Dialog } from '@chakra-ui/react';
import { useLanguageStore } from '../i18n/language';
import { SecretShownOnce } from './secret-shown-once';
import { renderUi } from './test-utils';

const SECRET = 'tpk_9d8c7b6a5f4e3d2c1b0a';

function renderStep() {
  const onDone = jest.fn();
  const view = renderUi(
    <Dialog.Root open>
      <Dialog.Positioner>
        <Dialog.Content>
          <SecretShownOnce
            secret={SECRET}
            title="Copy the New Key Now"
            warningTitle="This key is shown only once."
            warningText="Nobody can show it again."
            line="The new key of Lobby Vending 1:"
            testId="issued-key"
            copyLabel="Copy Key"
            copyFailedText="The browser refused the clipboard: select the key and copy it by hand."
            onDone={onDone}
          />
        </Dialog.Content>
      </Dialog.Positioner>
    </Dialog.Root>,
  );
  return { ...view, onDone };
}

afterEach(() => {
  act(() => useLanguageStore.getState().setLanguage('en'));
  jest.restoreAllMocks();
});

describe('SecretShownOnce', () => {
  it("shows the caller's words, the warning and the secret under the caller's test id, with nothing copied yet", () => {
    renderStep();
    expect(screen.getByRole('heading', { name: 'Copy the New Key Now' })).toBeInTheDocument();
    expect(screen.getByText('This key is shown only once.')).toBeInTheDocument();
    expect(screen.getByText('Nobody can show it again.')).toBeInTheDocument();
    expect(screen.getByText('The new key of Lobby Vending 1:')).toBeInTheDocument();
    expect(screen.getByTestId('issued-key')).toHaveTextContent(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the secret and says so', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('button', { name: 'Copy Key' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  });

  it("says the caller's words when the browser refuses the clipboard", async () => {
    const { user } = renderStep();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Key' }));
    expect(await screen.findByText(/select the key and copy it by hand/)).toHaveAttribute('role', 'status');
  });

  it('closes through its own button, which the kit words in the language shown', async () => {
    const { user, onDone } = renderStep();
    await user.click(screen.getByRole('button', { name: 'I Have Copied It' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => useLanguageStore.getState().setLanguage('hi'));
    expect(screen.getByRole('button', { name: 'मैंने कॉपी कर लिया' })).toBeInTheDocument();
  });
});
