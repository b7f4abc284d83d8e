import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { MoneyField } from './money-input';
import { renderUi } from './test-utils';

function renderForm() {
  const onSubmit = jest.fn();
  const view = renderUi(
    <Formik initialValues={{ limit: '' }} onSubmit={onSubmit}>
      <Form noValidate>
        <MoneyField name="limit" label="Credit Limit" />
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { ...view, onSubmit };
}

describe('MoneyField', () => {
  it('keeps "-500" as typed, refuses a save with the reason, and saves once the amount is corrected', async () => {
    const { user, onSubmit } = renderForm();
    const field = screen.getByLabelText('Credit Limit');
    await user.type(field, '-500');
    expect(field).toHaveValue('-500');
    expect(screen.getByText('Amounts are positive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Amounts are positive')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '500');
    expect(screen.queryByText('Amounts are positive')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ limit: '500' }, expect.anything()));
  });
});
