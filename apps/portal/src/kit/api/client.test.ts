import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, sessionEndpoints, type EndpointName } from '@salon/domain';
import { createApiClient, endpointOf, preloadEndpoints } from './client';
import {
  browserClientTokenStore,
  type ClientTokenStore,
  type StoredClientToken,
} from './clientTokenStore';
import { ApiError } from './errors';

type Handler = (config: InternalAxiosRequestConfig) => {
  status: number;
  data: unknown;
  headers?: Record<string, string>;
};

function fakeHttp(handler: Handler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status, data, headers = {} } = handler(config);
    return { status, data, statusText: String(status), headers, config };
  };
  const http = axios.create({ baseURL: '/api/v1', adapter, validateStatus: () => true });
  return { http, requests };
}

const user = {
  id: 'u1',
  role: 'exposant',
  contact: {
    salutation: 'Ms',
    firstname: 'Alice',
    lastname: 'Martin',
    phone: null,
    mobile: null,
    email: 'a@b.fr',
    fonction: null,
    langue: 'fr',
  },
  account: null,
};
const tokens = (access: string) => ({
  access_token: access,
  token_type: 'Bearer' as const,
  expires_in: 900,
});

describe('API client (spec §7)', () => {
  it('reads the next page’s cursor of a list from its header, none on the last page (docs/api.md "Paging")', async () => {
    const { http, requests } = fakeHttp((config) =>
      (config.params as { cursor?: string } | undefined)?.cursor
        ? { status: 200, data: { data: [] } }
        : { status: 200, data: { data: [] }, headers: { 'salon-next-cursor': 'WyIyMDI0Il0' } },
    );
    const client = createApiClient({ clientId: 'salon-portal', clientSecret: 'x', http });
    client.setUserTokens({ ...tokens('user-1'), user } as never);
    await expect(client.callPage('invoices')).resolves.toEqual({ data: [], next: 'WyIyMDI0Il0' });
    await expect(
      client.callPage('invoices', { query: { cursor: 'WyIyMDI0Il0' } }),
    ).resolves.toEqual({ data: [], next: null });
    expect(requests.map((request) => request.params)).toEqual([
      undefined,
      { cursor: 'WyIyMDI0Il0' },
    ]);
  });

  it('fetches the client token and sends it as bearer on public calls (spec §7)', async () => {
    const { http, requests } = fakeHttp((config) => {
      if (config.url === '/get-token') return { status: 200, data: { data: tokens('client-1') } };
      return { status: 200, data: { data: [] } };
    });
    const client = createApiClient({
      clientId: 'salon-portal',
      clientSecret: 'salon-portal-public',
      http,
    });
    await expect(client.call('listCampaigns')).resolves.toEqual([]);
    expect(requests[0]?.data).toContain('client_id=salon-portal');
    expect(requests[0]?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(requests[1]?.headers.Authorization).toBe('Bearer client-1');
  });

  it('retries a user call once after refreshing the token on a 401 (spec §7 interceptor)', async () => {
    let meCalls = 0;
    const onUserTokens = vi.fn();
    const { http, requests } = fakeHttp((config) => {
      if (config.url === '/refresh-token') return { status: 200, data: { data: tokens('user-2') } };
      meCalls += 1;
      return meCalls === 1
        ? { status: 401, data: { code: 1001, description: 'error.session_expired' } }
        : { status: 200, data: { data: user } };
    });
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http, onUserTokens });
    client.setUserTokens(tokens('user-1'));
    await expect(client.call('me')).resolves.toMatchObject({ id: 'u1' });
    expect(requests.map((r) => r.url)).toEqual(['/me', '/refresh-token', '/me']);
    expect(requests[2]?.headers.Authorization).toBe('Bearer user-2');
    expect(onUserTokens).toHaveBeenCalledWith(expect.objectContaining({ access_token: 'user-2' }));
  });

  it('never retries codes 1101 and 1102 (spec §7, §8)', async () => {
    for (const code of [1101, 1102]) {
      const { http, requests } = fakeHttp(() => ({
        status: 401,
        data: { code, description: 'x' },
      }));
      const client = createApiClient({ clientId: 'c', clientSecret: 's', http });
      client.setUserTokens(tokens('user-1'));
      await expect(client.call('me')).rejects.toMatchObject({ code });
      expect(requests).toHaveLength(1);
    }
  });

  it('ends the session when the refresh fails (spec §7: session expired alert, logout)', async () => {
    const onSessionEnded = vi.fn();
    const { http } = fakeHttp((config) =>
      config.url === '/refresh-token'
        ? { status: 401, data: { code: 1001, description: 'error.session_expired' } }
        : { status: 401, data: { code: 1001, description: 'error.session_expired' } },
    );
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http, onSessionEnded });
    client.setUserTokens(tokens('user-1'));
    await expect(client.call('me')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(client.hasUserToken()).toBe(false);
  });

  it('tries to restore a session only where the server left its session hint (spec §4 restore)', async () => {
    let hint = false;
    const { http, requests } = fakeHttp(() => ({ status: 200, data: { data: tokens('user-2') } }));
    const client = createApiClient({
      clientId: 'c',
      clientSecret: 's',
      http,
      hasSessionHint: () => hint,
    });
    // An anonymous visit: no call that can only fail with a 401.
    await expect(client.refreshUserToken()).resolves.toBeNull();
    expect(requests).toHaveLength(0);
    // A browser that signed in: the session is restored from the refresh cookie.
    hint = true;
    await expect(client.refreshUserToken()).resolves.toMatchObject({ access_token: 'user-2' });
    expect(requests.map((r) => r.url)).toEqual(['/refresh-token']);
    // Signed in, a refresh is always tried (the spec §7 interceptor), hint or not.
    hint = false;
    await expect(client.refreshUserToken()).resolves.toMatchObject({ access_token: 'user-2' });
    expect(requests).toHaveLength(2);
  });

  it('raises the global alerts for 403 (4030: unauthorised action) and 429 (spec §2, §7, §8)', async () => {
    const onAlert = vi.fn();
    let status = 403;
    const { http } = fakeHttp(() => ({
      status,
      data: { code: status === 403 ? 4030 : 4290, description: 'x' },
    }));
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http, onAlert });
    client.setUserTokens(tokens('user-1'));
    await expect(client.call('invoices')).rejects.toMatchObject({ code: 4030, status: 403 });
    status = 429;
    await expect(client.call('invoices')).rejects.toMatchObject({ code: 4290 });
    expect(onAlert.mock.calls).toEqual([['unauthorised'], ['tooManyRequests']]);
  });

  it('tells an unauthorised action (4030) from an access denied (4031 or another 403) (spec §2 global alerts, §8)', async () => {
    const onAlert = vi.fn();
    let code = 4030;
    const { http } = fakeHttp(() => ({ status: 403, data: { code, description: 'x' } }));
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http, onAlert });
    client.setUserTokens(tokens('user-1'));
    await expect(client.call('invoices')).rejects.toMatchObject({ code: 4030 });
    code = 4031;
    await expect(client.call('invoices')).rejects.toMatchObject({ code: 4031 });
    code = 4039;
    await expect(client.call('invoices')).rejects.toMatchObject({ code: 4039 });
    expect(onAlert.mock.calls).toEqual([['unauthorised'], ['accessDenied'], ['accessDenied']]);
  });

  it('treats an answer that breaks the contract as a generic failure', async () => {
    const onAlert = vi.fn();
    const { http } = fakeHttp(() => ({ status: 200, data: { data: { id: 42 } } }));
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http, onAlert });
    client.setUserTokens(tokens('user-1'));
    await expect(client.call('me')).rejects.toMatchObject({ code: 5000 });
  });

  it('fills path parameters from the endpoint table', async () => {
    const { http, requests } = fakeHttp(() => ({ status: 200, data: { data: [] } }));
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http });
    client.setUserTokens(tokens('user-1'));
    await client.call('campaignMembers', { params: { cid: 'camp 1' } });
    expect(requests[0]?.url).toBe('/me/campaigns-members/camp%201');
    await expect(client.url('invoicePdf', { id: 'inv-1' })).resolves.toBe(
      '/api/v1/me/invoice_pdf/inv-1',
    );
  });

  it('holds the session and login calls at hand and finds every other call in the table loaded on demand (docs/performance.md "Login route size")', async () => {
    expect(endpointOf('login')).toBe(sessionEndpoints.login);
    expect(endpointOf('getToken')).toBe(sessionEndpoints.getToken);
    expect(endpointOf('invoices')).toBeInstanceOf(Promise);
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      await expect(Promise.resolve(endpointOf(name))).resolves.toBe(endpoints[name]);
    }
  });

  it('takes a call from the parts of the table its route loaded, at hand once they are in (docs/performance.md "Signed-in routes")', async () => {
    expect(endpointOf('contact')).toBeInstanceOf(Promise);
    await preloadEndpoints(['account', 'billing']);
    expect(endpointOf('contact')).toBe(endpoints.contact);
    expect(endpointOf('updateMe')).toBe(endpoints.updateMe);
    expect(endpointOf('payments')).toBe(endpoints.payments);
    // Not in the parts loaded: from the whole table, still the same definition.
    expect(endpointOf('guides')).toBeInstanceOf(Promise);
    await expect(Promise.resolve(endpointOf('guides'))).resolves.toBe(endpoints.guides);
  });

  it('sends query parameters: the picklists in the page language (spec §3, §7)', async () => {
    const { http, requests } = fakeHttp((config) =>
      config.url === '/get-token'
        ? { status: 200, data: { data: tokens('client-1') } }
        : { status: 200, data: { data: {} } },
    );
    const client = createApiClient({ clientId: 'c', clientSecret: 's', http });
    await client.call('picklists', {
      params: { sobject: 'Contact', fields: 'Fonction__c' },
      query: { lang: 'en' },
    });
    expect(requests[1]?.url).toBe('/picklists/Contact/Fonction__c');
    expect(requests[1]?.params).toEqual({ lang: 'en' });
  });
});

describe('the client token kept between page loads (spec §7 get-token, docs/security.md "Rate limits")', () => {
  function memoryStore(): ClientTokenStore & { value: StoredClientToken | null } {
    return {
      value: null,
      read() {
        return this.value;
      },
      write(stored) {
        this.value = stored;
      },
    };
  }
  const clientToken = (access: string) => ({ ...tokens(access), expires_in: 86_400 });
  let issued = 0;
  const server = () =>
    fakeHttp((config) => {
      if (config.url === '/get-token') {
        issued += 1;
        return { status: 200, data: { data: clientToken(`client-${issued}`) } };
      }
      if (config.headers.Authorization === 'Bearer client-stale')
        return { status: 401, data: { code: 1001, description: 'error.session_expired' } };
      return { status: 200, data: { data: [] } };
    });

  /** A page load: a new client on the server, reading and writing `store` at `time()`. */
  function pageLoad(store: ClientTokenStore, time: () => number) {
    const { http, requests } = server();
    const client = createApiClient({
      clientId: 'c',
      clientSecret: 's',
      http,
      clientTokenStore: store,
      now: time,
    });
    return { client, requests };
  }

  it('asks once a day: a second page load uses the token the first one kept', async () => {
    const store = memoryStore();
    let time = Date.UTC(2026, 10, 26, 9);
    const token = await pageLoad(store, () => time).client.fetchClientToken();
    expect(store.value?.expiresAt).toBe(time + 86_400_000);
    time += 3_600_000;
    const second = pageLoad(store, () => time);
    await expect(second.client.fetchClientToken()).resolves.toEqual(token);
    await second.client.call('listCampaigns');
    expect(second.requests.map((request) => request.url)).toEqual(['/list-campaigns']);
    expect(second.requests[0]?.headers.Authorization).toBe(`Bearer ${token.access_token}`);
  });

  it('asks again for a kept token within a minute of its end', async () => {
    const store = memoryStore();
    const time = Date.UTC(2026, 10, 26, 9);
    store.write({ token: clientToken('client-old'), expiresAt: time + 30_000 });
    const { client, requests } = pageLoad(store, () => time);
    const token = await client.fetchClientToken();
    expect(requests.map((request) => request.url)).toEqual(['/get-token']);
    expect(store.value?.token).toEqual(token);
  });

  it('replaces a kept token the server refuses, then retries the call once (spec §7)', async () => {
    const store = memoryStore();
    const time = Date.UTC(2026, 10, 26, 9);
    store.write({ token: clientToken('client-stale'), expiresAt: time + 86_400_000 });
    const { client, requests } = pageLoad(store, () => time);
    await expect(client.call('listCampaigns')).resolves.toEqual([]);
    expect(requests.map((request) => request.url)).toEqual([
      '/list-campaigns',
      '/get-token',
      '/list-campaigns',
    ]);
    expect(store.value?.token.access_token).not.toBe('client-stale');
  });

  it('keeps the token in the browser and ignores a value that is not one (a broken or old entry)', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    } as unknown as Storage;
    const store = browserClientTokenStore(() => storage);
    const kept = { token: clientToken('client-kept'), expiresAt: 1_000 };
    store.write(kept);
    expect(store.read()).toEqual(kept);
    for (const broken of ['{', '{"token":{"access_token":1},"expiresAt":5}', '{"token":null}']) {
      items.set([...items.keys()][0]!, broken);
      expect(store.read(), broken).toBeNull();
    }
  });
});
