import { desc } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const message = {
  name: 'Ravi Kumar',
  email: 'Ravi.Kumar@Example.in',
  mobile: '98765 43210',
  message: 'Please help me hide my profile for a month.',
};

describe('POST /api/contact', () => {
  it('stores the message with normalised contact details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: message });
    expect(response.statusCode).toBe(201);
    const [saved] = await t.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(saved).toMatchObject({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      mobile: '+919876543210',
      userId: null,
    });
  });

  it('names each bad field and refuses unknown ones', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'R', email: 'x', mobile: '123', message: 'short', extra: 1 },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.details.errors.map((e: { path: string[] }) => e.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'mobile', 'message']));
    expect(JSON.stringify(response.json())).toContain('extra');
  });

  it('limits one sender to 5 messages in 5 minutes', async () => {
    const sender = { ...message, email: `burst.${Date.now()}@example.in` };
    for (let i = 0; i < 5; i += 1) {
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: sender })).statusCode).toBe(201);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: sender })).statusCode).toBe(429);
  });
});
