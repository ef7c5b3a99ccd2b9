import type { ContactRequest, ContactResponse } from '../../contract/api';
import { post } from './http';

export const contactApi = {
  send: (body: ContactRequest) => post<ContactResponse>('/contact', body),
};
