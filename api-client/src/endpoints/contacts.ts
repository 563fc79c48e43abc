import { request } from '../client';
import type { ContactBody } from '@hiroba/contract/types';

/** Sends the contact form to the operator. */
export async function create(body: ContactBody): Promise<void> {
  await request('post', 'api/v1/contacts', { json: body });
}
