import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { postEntries } from '../modules/ledger/index.js';
import { approveLoan, loanProducts, loans, recordLoanApplication, repayLoan, uploadLoanDocument } from '../modules/loans/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';
import type { ImageStore } from '../platform/images.js';

const DAY_MS = 86_400_000;
/** The platform capital the seed puts into the lending account: 2,000,000 USDT. */
const LENDING_SEED_UNITS = 2_000_000_000_000n;
/** The demo trader's past loan: 500 USDT over the 30-day product. */
const DEMO_LOAN_UNITS = 500_000_000n;
const DEMO_LOAN_REQUEST = 'seed-demo-loan-1';

/** Idempotency keys of the loans seed's postings: a second start finds them and posts nothing. */
export const demoLoanKeys = { lendingFunding: () => 'seed:lending-funding' };

/** Funds the lending account from platform capital once (an ordinary `lending_funding` posting). */
export async function seedLendingAccount(db: Database): Promise<void> {
  await db.transaction((tx) =>
    postEntries(tx, {
      reason: 'lending_funding',
      actor: 'system',
      cause: { type: 'seed', id: 'lending' },
      idempotencyKey: demoLoanKeys.lendingFunding(),
      memo: 'Initial lending capital',
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -LENDING_SEED_UNITS },
        { account: { owner: 'house', kind: 'lending', asset: 'USDT' }, bucket: 'available', amount: LENDING_SEED_UNITS },
      ],
    }),
  );
}

/**
 * Gives the demo trader a loan applied for about 40 days ago, approved that day and repaid on time
 * 12 days ago, so /repayment and the credit score show a real record. The trader is not verified
 * (the `loan` gate needs junior), so the application is written by the use case's inner step
 * (recordLoanApplication, after real document uploads); approval and repayment are the ordinary
 * use cases on a clock set in the past, so the money moves only by their postings. Each step runs
 * only if the loan has not passed it yet: a second start changes nothing. Needs the lending account funded.
 */
export async function seedDemoLoans(db: Database, clock: Clock, images: ImageStore, input: { userId: bigint }): Promise<void> {
  const now = clock.now().getTime();
  const at = (daysAgo: number, hours = 0): Clock => ({ now: () => new Date(now - daysAgo * DAY_MS + hours * 3_600_000) });
  let loan = await findDemoLoan(db, input.userId);
  if (!loan) {
    const [product] = await db.select().from(loanProducts).where(eq(loanProducts.active, true)).orderBy(asc(loanProducts.termDays)).limit(1);
    if (!product) return;
    const documents = {
      id_photo: await upload(db, images, at(40), input.userId, 'id_photo', 0),
      income: await upload(db, images, at(40), input.userId, 'income', 1),
    };
    loan = await recordLoanApplication(db, at(40), { userId: input.userId, product, principal: DEMO_LOAN_UNITS, documents, requestId: DEMO_LOAN_REQUEST });
  }
  if (loan.status === 'unreviewed') {
    const approved = await approveLoan(db, at(40, 2), { id: loan.id, staff: 'seed' });
    if (!approved.ok) throw new Error(`demo loan approval: ${approved.error}`);
    loan = await findDemoLoan(db, input.userId);
  }
  if (loan && (loan.status === 'loaned' || loan.status === 'overdue')) {
    const repaid = await repayLoan(db, at(12), { userId: input.userId, id: loan.id });
    if (!repaid.ok) throw new Error(`demo loan repayment: ${repaid.error}`);
  }
}

async function findDemoLoan(db: Database, userId: bigint) {
  const [loan] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.requestId, DEMO_LOAN_REQUEST)));
  return loan;
}

async function upload(db: Database, images: ImageStore, clock: Clock, userId: bigint, slot: 'id_photo' | 'income', seed: number): Promise<string> {
  const file = await sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 40 + seed * 90, g: 110, b: 170 } } })
    .png()
    .toBuffer();
  const uploaded = await uploadLoanDocument(db, images, clock, { userId, slot, file });
  if (!uploaded.ok) throw new Error(`demo loan document: ${uploaded.error}`);
  return uploaded.value.upload_id;
}
