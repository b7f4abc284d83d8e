import { screen, waitFor } from '@testing-library/react';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { array, object, string } from 'yup';
import { CheckboxGroupField, PasswordField, SelectField, TextField } from './form-field';
import { renderUi } from './test-utils';

const REQUIRED = 'Value required';

function renderForm(
  fields: ReactNode,
  initialValues: Record<string, unknown>,
  schema = object({}),
  onSubmit = jest.fn(),
) {
  const view = renderUi(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        {fields}
        <button type="submit">Save</button>
      </Form>
    </Formik>,
  );
  return { ...view, onSubmit };
}

describe('TextField', () => {
  const schema = object({ email: string().required(REQUIRED) });

  it('labels its input and shows no error before the form is submitted', () => {
    renderForm(
      <TextField name="email" label="Email" type="email" placeholder="you@example.com" />,
      { email: '' },
      schema,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
  });

  it('shows the schema message after submit, tied to the input', async () => {
    const { user, onSubmit } = renderForm(<TextField name="email" label="Email" />, { email: '' }, schema);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const error = await screen.findByText(REQUIRED);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(input).toHaveAccessibleDescription(REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input, 'a@b.co');
    await waitFor(() => expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument());
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows the error once the field is touched', async () => {
    const { user } = renderForm(<TextField name="email" label="Email" required />, { email: '' }, schema);
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-required', 'true');
    await user.click(screen.getByLabelText(/Email/));
    await user.tab();
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
  });

  it('passes what is typed through inputFilter', async () => {
    const { user, onSubmit } = renderForm(
      <TextField name="phone" label="Phone" inputFilter={(raw) => raw.replace(/\D/g, '')} />,
      { phone: '' },
    );
    await user.type(screen.getByLabelText('Phone'), '12a-3b4');
    expect(screen.getByLabelText('Phone')).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '1234' }, expect.anything()));
  });
});

describe('PasswordField', () => {
  it('toggles between hidden and shown with the eye button', async () => {
    const { user } = renderForm(<PasswordField name="password" label="Password" />, { password: 'secret' });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('secret');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows its error after submit', async () => {
    const { user } = renderForm(
      <PasswordField name="password" label="Password" />,
      { password: '' },
      object({ password: string().required(REQUIRED) }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(REQUIRED);
  });
});

describe('SelectField', () => {
  const options = [
    { value: '1', label: 'Admin' },
    { value: '2', label: 'Operations' },
  ];

  it('offers a placeholder and the options, and submits the choice', async () => {
    const { user, onSubmit } = renderForm(
      <SelectField name="role" label="Role" options={options} placeholder="Select a role" />,
      { role: '' },
      object({ role: string().required(REQUIRED) }),
    );
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveDisplayValue('Select a role');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();

    await user.selectOptions(select, 'Operations');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ role: '2' }, expect.anything()));
  });
});

describe('CheckboxGroupField', () => {
  const options = [
    { value: 'users.read', label: 'View users' },
    { value: 'users.write', label: 'Edit users' },
    { value: 'roles.read', label: 'View roles' },
  ];

  it('keeps a string[] of the checked options', async () => {
    const { user, onSubmit } = renderForm(
      <CheckboxGroupField name="permissions" label="Permissions" options={options} />,
      { permissions: ['users.read'] },
    );
    expect(screen.getByRole('group', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'View users' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'View roles' }));
    await user.click(screen.getByRole('checkbox', { name: 'View users' }));
    expect(screen.getByRole('checkbox', { name: 'View users' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ permissions: ['roles.read'] }, expect.anything()));
  });

  it('shows the group error after submit', async () => {
    const { user } = renderForm(
      <CheckboxGroupField name="permissions" label="Permissions" options={options} />,
      { permissions: [] },
      object({ permissions: array(string()).min(1, 'Choose at least one permission') }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one permission')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Permissions' })).toHaveAccessibleDescription(
        'Choose at least one permission',
      ),
    );
  });
});
