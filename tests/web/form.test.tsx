import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES, FormField, isEmailList, rules, useAppForm } from '../../web/src/shared/form.tsx';
import { renderUi } from './render.tsx';

interface Values {
  name: string;
  email: string;
  password: string;
  confirm: string;
}

function TestForm() {
  const form = useAppForm<Values>({ defaultValues: { name: '', email: '', password: '', confirm: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <FormField form={form} name="name" label="Name" options={{ ...rules.required, ...rules.minLength(3), ...rules.maxLength(10) }} />
      <FormField form={form} name="email" label="E-mail" options={{ ...rules.required, ...rules.email }} />
      <FormField form={form} name="password" label="Password" type="password" options={{ ...rules.password, deps: ['confirm'] }} />
      <FormField form={form} name="confirm" label="Repeat" type="password" options={rules.matches(() => form.getValues('password'))} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('form helper (§5)', () => {
  it('shows no error before a field is touched or changed', async () => {
    renderUi(<TestForm />);
    expect(screen.queryByText(FORM_MESSAGES.required)).not.toBeInTheDocument();
  });

  it('shows the required text once a field is touched', async () => {
    const { user } = renderUi(<TestForm />);
    await user.click(screen.getByLabelText(/Name/));
    await user.tab();
    expect(await screen.findByText(FORM_MESSAGES.required)).toBeInTheDocument();
  });

  it('words length, pattern, password and mismatch errors as §5 does', async () => {
    const { user } = renderUi(<TestForm />);
    await user.type(screen.getByLabelText(/Name/), 'ab');
    expect(await screen.findByText(FORM_MESSAGES.minlength)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Name/), 'cdefghijk');
    expect(await screen.findByText(FORM_MESSAGES.maxlength)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'rosa@workshop');
    expect(await screen.findByText(FORM_MESSAGES.pattern)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'lowercase1');
    expect(await screen.findByText(FORM_MESSAGES.password)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Repeat/), 'Other123');
    expect(await screen.findByText(FORM_MESSAGES.mismatch)).toBeInTheDocument();
  });

  it('shows every error after a submit, touched or not', async () => {
    const { user } = renderUi(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(FORM_MESSAGES.required)).toHaveLength(2);
  });

  it('accepts valid values without errors', async () => {
    const { user } = renderUi(<TestForm />);
    await user.type(screen.getByLabelText(/Name/), 'Rosa');
    await user.type(screen.getByLabelText(/E-mail/), 'rosa@workshop.example');
    await user.type(screen.getByLabelText(/^Password/), 'Oak&Ash2026');
    await user.type(screen.getByLabelText(/Repeat/), 'Oak&Ash2026');
    for (const text of Object.values(FORM_MESSAGES)) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('reads e-mail lists separated by commas, and IP literals', () => {
    expect(isEmailList('a@b.example, c@d.co')).toBe(true);
    expect(isEmailList('a@b.example, c@d')).toBe(false);
    expect(isEmailList('')).toBe(true);
    expect(isEmailList('admin@[192.168.0.1]')).toBe(true);
  });
});
