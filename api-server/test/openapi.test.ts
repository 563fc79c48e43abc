// The OpenAPI document lists every call, exactly the calls of the endpoint map (which the server
// registers its routes from and the api-client derives its functions from), each with its method;
// and the whole document is valid OpenAPI 3.0.3 by @apidevtools/swagger-parser, every call with it.
import SwaggerParser from '@apidevtools/swagger-parser';
import { Compile } from 'typebox/compile';
import { RubyTextSchema } from '@hiroba/contract';
import { endpoints, type Endpoint } from '@hiroba/contract/endpoints';
import { useTestApp } from './helpers/test-app';

const t = useTestApp();

/** "method /path" with every {placeholder} written as {}. */
const key = (method: string, p: string) => `${method.toLowerCase()} /${p.replace(/^\//, '').replace(/\{[^}]*\}/g, '{}')}`;

async function documentedCalls(): Promise<Set<string>> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(doc.openapi).toMatch(/^3\./);
  return new Set(Object.entries(doc.paths).flatMap(([p, methods]) => Object.keys(methods).map((m) => key(m, p))));
}

test('the document covers every call built so far, with schemas', async () => {
  const calls = await documentedCalls();
  for (const call of [
    'post /api/v1/users',
    'post /api/v1/auth/sign_in',
    'delete /api/v1/auth/sign_out',
    'get /api/v1/users/is_login',
    'get /api/v1/users/is_admin_login',
    'put /api/v1/users/get_code',
    'put /api/v1/users/reset_password',
    'get /api/v1/users/{}',
    'patch /api/v1/users/{}',
    'delete /api/v1/users/{}',
    'put /api/v1/users/{}/password',
    'post /api/v1/users/{}/email_change',
    'put /api/v1/users/{}/email_change/confirm',
    'put /api/v1/users/{}/posting_consent',
    'get /api/v1/users/{}/export',
    'get /api/v1/users',
    'get /api/v1/users/meta',
    'get /api/v1/users/{}/activity',
    'post /api/v1/users/{}/suspend',
    'post /api/v1/users/{}/restore',
    'post /api/v1/user_informations',
    'patch /api/v1/user_informations/{}',
    'get /api/v1/user_informations/show_with_user_id',
    'get /api/v1/tags',
    'post /api/v1/tags',
    'get /api/v1/tags/{}',
    'patch /api/v1/tags/{}',
    'delete /api/v1/tags/{}',
    'get /api/v1/categories',
    'post /api/v1/categories',
    'get /api/v1/categories/{}',
    'patch /api/v1/categories/{}',
    'delete /api/v1/categories/{}',
    'get /api/v1/categories/show_by_title',
    'post /api/v1/contacts',
    'get /api/v1/health',
    'get /api/v1/questions',
    'post /api/v1/questions',
    'get /api/v1/questions/{}',
    'patch /api/v1/questions/{}',
    'delete /api/v1/questions/{}',
    'get /api/v1/questions/my_questions',
    'get /api/v1/questions/popular_questions',
    'get /api/v1/questions/question_by_expert_info_id',
    'get /api/v1/question_favorites/my_favorite_questions',
    'post /api/v1/question_favorites',
    'delete /api/v1/question_favorites/{}',
    'delete /api/v1/question_favorites/delete_favorite_by_user_id_and_question_id',
    'post /api/v1/user_like_questions',
    'delete /api/v1/user_like_questions/delete_by_user_id_and_question_id',
    'get /api/v1/comments/my_comments',
    'get /api/v1/comments/get_comments_by_question_id',
    'post /api/v1/comments',
    'post /api/v1/user_like_comments',
    'delete /api/v1/user_like_comments/delete_by_user_id_and_comment_id',
    'post /api/v1/replies',
    'get /api/v1/replies/index_by_comment_id',
    'get /api/v1/expert_infos',
    'get /api/v1/expert_infos/{}',
    'put /api/v1/expert_infos/{}',
    'get /api/v1/expert_infos/show_with_user_id',
    'delete /api/v1/comments/{}',
    'delete /api/v1/replies/{}',
    'get /api/v1/columns',
    'post /api/v1/columns',
    'get /api/v1/columns/{}',
    'patch /api/v1/columns/{}',
    'delete /api/v1/columns/{}',
    'post /api/v1/columns/images',
    'get /api/v1/columns/column_by_category',
    'get /api/v1/columns/popular_columns',
    'get /api/v1/column_favorites/my_favorite_columns',
    'post /api/v1/column_favorites',
    'delete /api/v1/column_favorites/delete_favorite_by_user_id_and_column_id',
    'get /api/v1/crowdfunding_supporters',
    'post /api/v1/crowdfunding_supporters',
    'get /api/v1/crowdfunding_supporters/{}',
    'patch /api/v1/crowdfunding_supporters/{}',
    'delete /api/v1/crowdfunding_supporters/{}',
  ]) {
    expect([call, calls.has(call)]).toEqual([call, true]);
  }
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const signUp = doc.paths['/api/v1/users'].post;
  expect(signUp.requestBody.content['application/json'].schema.additionalProperties).toBe(false);
  expect(Object.keys(signUp.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  expect(JSON.stringify(doc)).not.toMatch(/password_hash/);
  // Site files are not API calls.
  expect([...calls].every((c) => c.includes(' /api/v1/'))).toBe(true);
});

test('the document is valid OpenAPI 3.0.3', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  expect(document.openapi).toBe('3.0.3');
  // validate() dereferences the document it is given in place.
  await SwaggerParser.validate(structuredClone(document));
});

// Written in OpenAPI 3.0's words (no tuple), a ruby text's [base, reading] pair is still exactly two strings.
test('a ruby pair is checked as strictly as a tuple of two strings', () => {
  const rubyText = Compile(RubyTextSchema);
  expect(rubyText.Check(['窓口で', ['相談', 'そうだん'], 'します'])).toBe(true);
  for (const wrong of [[['相談']], [['相談', 'そうだん', 'する']], [['相談', 1]], [[]]]) {
    expect([wrong, rubyText.Check(wrong)]).toEqual([wrong, false]);
  }
});

const mapCalls = (): string[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>).map((entry) => key(entry.method, entry.path)));

describe('the endpoint map', () => {
  test('is read (the map holds the calls)', () => {
    expect(mapCalls().length).toBeGreaterThan(90);
  });

  test('every call of the map is in the document with its method, and the document has no other', async () => {
    const calls = await documentedCalls();
    const inMap = new Set(mapCalls());
    expect(mapCalls().filter((call) => !calls.has(call))).toEqual([]);
    expect([...calls].filter((call) => !inMap.has(call))).toEqual([]);
    expect(inMap.size).toBe(mapCalls().length);
  });

  test("each call's summary, access-dependent errors and success answers come from its entry", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary: string; tags: string[]; responses: Record<string, unknown> }>>;
    };
    for (const group of Object.values(endpoints)) {
      for (const entry of Object.values(group as Record<string, Endpoint>)) {
        const operation = doc.paths[entry.path][entry.method.toLowerCase()];
        expect([entry.path, operation.summary]).toEqual([entry.path, entry.summary]);
        expect([entry.path, operation.tags]).toEqual([entry.path, [entry.path.split('/')[3]]]);
        const statuses = [...Object.keys(entry.answers), ...entry.errors.map(String)].sort();
        expect([entry.path, Object.keys(operation.responses).sort()]).toEqual([entry.path, statuses]);
      }
    }
  });
});

// A client generated from the document must know that a subscription needs the agreement to the
// final confirmation (特定商取引法 12条の6), which the server refuses without, and a card change does not.
test('create_session requires agree for a subscription (purpose omitted or subscribe), not for a card change', async () => {
  type Branch = { properties?: Record<string, { const?: unknown; enum?: unknown[] }>; required?: string[] };
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  const body = doc.paths['/api/v1/users/create_session'].post.requestBody.content['application/json'].schema as Branch & { anyOf?: Branch[]; oneOf?: Branch[] };
  const branches = body.anyOf ?? body.oneOf ?? [body];
  const purposes = (b: Branch) => {
    const purpose = b.properties?.purpose;
    return purpose?.const !== undefined ? [purpose.const] : (purpose?.enum ?? []);
  };
  const requiresAgree = (b: Branch) => b.required?.includes('agree') ?? false;
  const subscribe = branches.filter((b) => purposes(b).includes('subscribe'));
  const cardChange = branches.filter((b) => purposes(b).includes('update_card'));
  expect(subscribe.length).toBeGreaterThan(0);
  expect(subscribe.every((b) => requiresAgree(b) && !b.required?.includes('purpose'))).toBe(true);
  expect(cardChange.length).toBeGreaterThan(0);
  expect(cardChange.every((b) => !requiresAgree(b) && (b.required?.includes('purpose') ?? false))).toBe(true);
});
