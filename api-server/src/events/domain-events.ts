// What changed, announced by the service that changed it. Caches and other readers subscribe instead
// of each write clearing them by hand: a new kind of write only has to publish its event. In one
// process the bus is synchronous; a shared transport (Redis) can carry the same events between
// servers later without touching publishers or subscribers.
import type { ContentKind, Role } from '@hiroba/contract';

export type DomainEvent =
  /** A question or column was written, removed, or its counts moved (comments, likes, favorites). */
  | { type: 'content.changed'; kind: ContentKind; id: number }
  /** View counts were written (they appear in public pages). */
  | { type: 'content.views-written'; kind: ContentKind }
  /** A tag or category was created, changed or deleted. */
  | { type: 'taxonomy.changed'; table: 'tags' | 'categories'; id: number }
  /** A crowdfunding supporter was added, changed, moved or removed (the public list shows them). */
  | { type: 'supporters.changed'; id: number }
  /** An expert's public record changed (name, picture, status). */
  | { type: 'expert.changed'; id: number }
  /** A user's public face changed: nickname, picture, role, or withdrawal. */
  | { type: 'user.changed'; id: number; role?: Role }
  /**
   * An account's sessions changed without its public face: a sign-out, a new password or address
   * (every session ends), a suspension. Nothing public moved (users/session-cache.ts listens).
   */
  | { type: 'sessions.changed'; id: number };

export type DomainEventHandler = (event: DomainEvent) => void;

export interface DomainEvents {
  publish(event: DomainEvent): void;
  subscribe(handler: DomainEventHandler): () => void;
}

export function createDomainEvents(onHandlerError: (error: unknown) => void = () => undefined): DomainEvents {
  const handlers = new Set<DomainEventHandler>();
  return {
    publish(event) {
      for (const handler of handlers) {
        // A failing subscriber must not fail the write that already committed.
        try {
          handler(event);
        } catch (error) {
          onHandlerError(error);
        }
      }
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
