// How the provider's failures reach the person: a refused card is their 402; a provider that cannot
// be reached (or failed) is a 503 that changed nothing, to be tried again.
import { HttpError } from '../lib/http-errors';
import { PaymentDeclined, ProviderUnavailable } from './provider';

/** The provider is away: 503, try again (the error handler adds Retry-After). */
export const providerUnavailable = () =>
  new HttpError(503, [{ message: '決済会社と通信できませんでした。しばらくしてからもう一度お試しください。料金はかかっていません。' }]);

/** A provider call (or work that makes some): its failures as the person's answers. */
export async function ask<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new HttpError(402, [{ message: error.message }]);
    if (error instanceof ProviderUnavailable) throw providerUnavailable();
    throw error;
  }
}
