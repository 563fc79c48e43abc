// The people of the browser tests. Each test makes the accounts it uses (an e-mail, nickname and
// client address of their own), so no test sees another's posts, likes, sign-outs or rate-limit
// counts. Experts are the exception: the API cannot make one yet (expert_infos has no POST until
// the admin issue), so the two seeded, approved experts are signed in once by the global setup.
import { randomBytes } from 'node:crypto';
import { callApi, newAddress } from './api';
import { ADMIN, DEMO_PASSWORD } from './site-server';

export interface SignedIn {
  token: string;
  user: { id: number; role: string };
}

/** Who a page or a call acts for: its client address and, when signed in, the session. */
export interface Actor {
  address: string;
  session?: SignedIn;
}

export type MadeRole = 'free_member' | 'paid_member' | 'admin';

export interface Account extends Actor {
  email: string;
  password: string;
  nickname: string;
  role: MadeRole | 'expert';
}

export interface Member extends Account {
  session: SignedIn;
}

/** The seeded experts (demo content): 'expert' is only read by tests, 'expert2' only answers. */
export const SEEDED_EXPERTS = {
  expert: { email: 'demo-expert@example.jp', name: '山田 花子', title: '社会福祉士' },
  expert2: { email: 'demo-expert2@example.jp', name: '佐藤 健一', title: '精神保健福祉士' },
} as const;
export type SeededExpert = keyof typeof SEEDED_EXPERTS;

interface SetupSessions {
  admin: SignedIn;
  experts: Record<SeededExpert, SignedIn>;
}

export function apiSignIn(email: string, password: string, address: string): Promise<SignedIn> {
  return callApi<SignedIn>('POST', '/auth/sign_in', { address, body: { email, password } });
}

/** Run once by the global setup; tests read the result from E2E_SETUP_SESSIONS. */
export async function signInSetupSessions(): Promise<string> {
  const address = newAddress();
  const sessions: SetupSessions = {
    admin: await apiSignIn(ADMIN.email, ADMIN.password, address),
    experts: {
      expert: await apiSignIn(SEEDED_EXPERTS.expert.email, DEMO_PASSWORD, address),
      expert2: await apiSignIn(SEEDED_EXPERTS.expert2.email, DEMO_PASSWORD, address),
    },
  };
  return JSON.stringify(sessions);
}

function setupSessions(): SetupSessions {
  const json = process.env.E2E_SETUP_SESSIONS;
  if (!json) throw new Error('E2E_SETUP_SESSIONS is not set: run through e2e/jest.config.js');
  return JSON.parse(json) as SetupSessions;
}

/** A new account of `role`, not signed in (to sign in through the form). */
export async function newAccount(role: MadeRole = 'free_member'): Promise<Account> {
  const id = randomBytes(4).toString('hex');
  const account: Account = {
    email: `${role}-${id}@example.jp`,
    password: `pass-${id}-2026`,
    nickname: `利用者${id}`,
    role,
    address: newAddress(),
  };
  const { user } = await callApi<{ user: { id: number } }>('POST', '/users', {
    address: account.address,
    body: { email: account.email, password: account.password, nickname: account.nickname, agree_terms: true },
  });
  // Sign-up makes free members; the setup admin gives the other roles (PATCH /users/:id).
  if (role !== 'free_member') {
    await callApi('PATCH', `/users/${user.id}`, { address: newAddress(), token: setupSessions().admin.token, body: { role } });
  }
  return account;
}

/**
 * A new account of `role`, signed in through the API. Members have agreed to post already, as anyone
 * who posted has (docs/product.md#consent-before-the-first-post); `consented: false` leaves the
 * question to the page.
 */
export async function newMember(role: MadeRole = 'free_member', { consented = true }: { consented?: boolean } = {}): Promise<Member> {
  const account = await newAccount(role);
  const session = await apiSignIn(account.email, account.password, account.address);
  if (consented && role !== 'admin') {
    // The stored user is the one the consent answered, so the page needs no refresh to know it.
    session.user = await callApi<SignedIn['user']>('PUT', `/users/${session.user.id}/posting_consent`, {
      address: account.address,
      token: session.token,
      body: { consent: true },
    });
  }
  return { ...account, session };
}

/** A seeded expert, signed in by the global setup (no test signs them out). */
export function seededExpert(which: SeededExpert): Member {
  const { email } = SEEDED_EXPERTS[which];
  return { email, password: DEMO_PASSWORD, nickname: SEEDED_EXPERTS[which].name, role: 'expert', address: newAddress(), session: setupSessions().experts[which] };
}
