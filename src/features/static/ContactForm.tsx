// The contact, contact-beta and bug report forms: name, email and message. SPEC §2: nothing is sent while a
// field is empty; ours sends to POST /contact, which mails the operator.
import { useId, useState, type FormEvent } from 'react';
import type { ApiError, ContactKind } from '../../../contract/api';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../contract/constants';
import { isEmail, MESSAGES } from '../../../contract/rules';
import { contactApi } from '../../api/contact';
import { useAppSelector } from '../../app/hooks';
import { TextField, useFocusRefused } from '../../components/TextField';
import { selectUser } from '../../store/authSlice';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

interface ContactFormProps {
  kind?: ContactKind;
  messageLabel?: string;
  submitLabel?: string;
}

function check(fields: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = MESSAGES.contactRequired;
  if (!fields.email.trim()) errors.email = MESSAGES.contactRequired;
  else if (!isEmail(fields.email.trim())) errors.email = MESSAGES.invalidEmail;
  if (!fields.message.trim()) errors.message = MESSAGES.contactRequired;
  return errors;
}

export function ContactForm({ kind = 'contact', messageLabel = 'Message', submitLabel = 'Send message' }: ContactFormProps) {
  const user = useAppSelector(selectUser);
  const [fields, setFields] = useState<Record<Field, string>>({ name: user?.name ?? '', email: user?.email ?? '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [formRef, refused] = useFocusRefused();

  const edit = (field: Field, value: string) => {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (status !== 'sending') setStatus('idle');
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      refused();
      return;
    }
    setStatus('sending');
    try {
      await contactApi.send({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim(), kind });
      setFields((f) => ({ ...f, message: '' }));
      setStatus('sent');
    } catch (err) {
      // the http layer rejects with an ApiError; the server's field errors go under their inputs
      const fieldErrors = (err as ApiError).errors ?? {};
      setErrors({ name: fieldErrors.name?.[0], email: fieldErrors.email?.[0], message: fieldErrors.message?.[0] });
      setStatus('failed');
      refused();
    }
  };

  return (
    <form ref={formRef} className="contact-form" onSubmit={send} noValidate>
      <TextField label="Name" autoComplete="name" maxLength={CONTACT_NAME_MAX} value={fields.name} error={errors.name} onChange={(e) => edit('name', e.target.value)} />
      <TextField label="Email" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={(e) => edit('email', e.target.value)} />
      <MessageField label={messageLabel} value={fields.message} error={errors.message} onChange={(value) => edit('message', value)} />
      <button type="submit" className="btn btn--primary" disabled={status === 'sending'} aria-busy={status === 'sending'}>{submitLabel}</button>
      {status === 'sent' && <p className="contact-form__sent" role="status">{MESSAGES.contactSent}</p>}
      {status === 'failed' && <p className="form-error" role="alert">{MESSAGES.contactFailed}</p>}
    </form>
  );
}

function MessageField({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">{label}</label>
      <textarea
        id={id}
        className="field__input contact-form__message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
    </div>
  );
}
