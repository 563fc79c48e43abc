import { request } from '../client';
import type { ContactBody } from '@hiroba/contract/types';

/** Sends the contact form to the operator. */
export const create = (body: ContactBody): Promise<void> => request('post', 'api/v1/contacts', { json: body });
