// The contact, contact-beta and bug report forms: name, email and message. SPEC §2: nothing is sent while a
// field is empty; ours sends to POST /contact, which mails the operator. A name or message past the server's bound
// is kept whole and said, not cut at the bound as it is pasted (a long bug report lost its end without a word).
import { useState, type FormEvent } from 'react';
import type { ApiError, ContactKind } from '../../../contract/api';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from '../../../contract/constants';
import { isEmail, MESSAGES } from '../../../contract/rules';
import { contactApi } from '../../api/contact';
import { useAppSelector } from '../../app/hooks';
import { TextArea, TextField, useFocusRefused } from '../../components/TextField';
import { selectUser } from '../../store/authSlice';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

interface ContactFormProps {
  kind?: ContactKind;
  messageLabel?: string;
  submitLabel?: string;
}

const NAME_LIMIT = { max: CONTACT_NAME_MAX, tooLong: MESSAGES.contactTooLong };
const MESSAGE_LIMIT = { max: CONTACT_MESSAGE_MAX, tooLong: MESSAGES.contactTooLong };

function check(fields: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (!fields.name.trim()) errors.name = MESSAGES.contactRequired;
  else if (fields.name.trim().length > CONTACT_NAME_MAX) errors.name = MESSAGES.contactTooLong;
  if (!fields.email.trim()) errors.email = MESSAGES.contactRequired;
  else if (!isEmail(fields.email.trim())) errors.email = MESSAGES.invalidEmail;
  if (!fields.message.trim()) errors.message = MESSAGES.contactRequired;
  else if (fields.message.trim().length > CONTACT_MESSAGE_MAX) errors.message = MESSAGES.contactTooLong;
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
      <TextField label="Name" autoComplete="name" limit={NAME_LIMIT} value={fields.name} error={errors.name} onChange={(e) => edit('name', e.target.value)} />
      <TextField label="Email" type="email" autoComplete="email" value={fields.email} error={errors.email} onChange={(e) => edit('email', e.target.value)} />
      <TextArea label={messageLabel} className="contact-form__message" rows={6} limit={MESSAGE_LIMIT} value={fields.message} error={errors.message} onChange={(e) => edit('message', e.target.value)} />
      <button type="submit" className="btn btn--primary" disabled={status === 'sending'} aria-busy={status === 'sending'}>{submitLabel}</button>
      {status === 'sent' && <p className="contact-form__sent" role="status">{MESSAGES.contactSent}</p>}
      {status === 'failed' && <p className="form-error" role="alert">{MESSAGES.contactFailed}</p>}
    </form>
  );
}
