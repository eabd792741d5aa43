import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { planItemDescription } from '@matri/membership';
import { MIGRATIONS_DIR } from '../config/api-files';
import { migrationsBefore } from '../testing/migrations-before';
import { openEmptyTestDatabase } from '../testing/postgres-database';

const gold = { name: 'Gold', durationMonths: 3 };

describe('migration 0024 (invoices)', () => {
  it('numbers the orders paid before it by financial year and paid time, and the counters go on from there', async () => {
    const database = await openEmptyTestDatabase();
    const client = database.pool;
    const db = drizzle(client);
    const before = migrationsBefore('0024_invoices');
    await migrate(db, { migrationsFolder: before });
    await client.query(`
      insert into users (id, email, mobile) values (1, 'a@example.in', '+919800000001'), (2, 'b@example.in', '+919800000002');
      insert into profiles (user_id, created_by, full_name, gender, date_of_birth, religion, mother_tongue, state)
        values (1, 'self', 'Ananya Sharma', 'female', '1996-05-01', 'hindu', 'hindi', 'jharkhand');
      insert into membership_plans (id, name, duration_months, price_inr, interests_per_day, contact_views_per_month, can_see_who_viewed, is_highlighted, summary, position)
        values ('gold', 'Gold', 3, 2499, 20, 30, true, false, 'Gold plan', 1);
      insert into payment_orders (user_id, plan_id, provider, provider_order_id, amount_paise, gst_paise, status, provider_payment_id, paid_at) values
        (1, 'gold', 'test', 'order_b', 294900, 44982, 'paid', 'pay_b', '2026-11-02T10:00:00Z'),
        (2, 'gold', 'test', 'order_a', 294900, 44982, 'paid', 'pay_a', '2026-11-01T10:00:00Z'),
        (1, 'gold', 'test', 'order_c', 294900, 44982, 'paid', 'pay_c', '2026-03-31T19:00:00Z'),
        (1, 'gold', 'test', 'order_d', 294900, 44982, 'created', null, null);
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const orders = await client.query<{
      provider_order_id: string;
      invoice_year: string | null;
      invoice_seq: number | null;
      billed_name: string | null;
      billed_state: string | null;
      item_description: string | null;
    }>(
      'select provider_order_id, invoice_year, invoice_seq, billed_name, billed_state, item_description from payment_orders order by provider_order_id',
    );
    expect(orders.rows).toEqual([
      {
        provider_order_id: 'order_a',
        invoice_year: '2026-27',
        invoice_seq: 2,
        billed_name: null,
        billed_state: null,
        item_description: planItemDescription(gold),
      },
      {
        provider_order_id: 'order_b',
        invoice_year: '2026-27',
        invoice_seq: 3,
        billed_name: 'Ananya Sharma',
        billed_state: 'jharkhand',
        item_description: 'Gold membership, 3 months',
      },
      // 00:30 on 1 April in India: the new financial year.
      {
        provider_order_id: 'order_c',
        invoice_year: '2026-27',
        invoice_seq: 1,
        billed_name: 'Ananya Sharma',
        billed_state: 'jharkhand',
        item_description: 'Gold membership, 3 months',
      },
      {
        provider_order_id: 'order_d',
        invoice_year: null,
        invoice_seq: null,
        billed_name: null,
        billed_state: null,
        item_description: null,
      },
    ]);
    expect((await client.query('select financial_year, last_number from invoice_counters')).rows).toEqual([
      { financial_year: '2026-27', last_number: 3 },
    ]);
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });
});
