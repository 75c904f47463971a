import {
  fail,
  LOAN_DOCUMENT_SLOTS,
  type LoanDocumentSlot,
  type LoanView,
  missingFor,
  ok,
  parseUnits,
  REQUIRED_LOAN_DOCUMENTS,
  REQUIREMENT_ERROR,
  REQUIREMENT_FIX_PATH,
  type Result,
} from '@veritex/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.js';
import type { DbOrTx } from '../../platform/db/client.js';
import { heldRequirements } from '../identity/index.js';
import { creditLimit } from './creditLimit.js';
import { houseBalance, USDT_SCALE } from './lendingAccount.js';
import { loanView, plainUsdt } from './loanView.js';
import { recordLoanApplication } from './recordLoanApplication.js';
import { type LoanProductRow, type LoanRow, loanProducts, loans, loanUploads } from './schema.js';

export interface ApplyForLoanInput {
  userId: bigint;
  productId: bigint;
  /** Decimal string of USDT, as typed. */
  amount: string;
  /** "please check the loan agreement" */
  agree: boolean;
  documents: Partial<Record<LoanDocumentSlot, string>>;
  requestId: string;
}

/**
 * web/lendBuy: an application, unreviewed until finance approves or rejects it. Refused without the
 * `loan` gate (contact and junior verification), without the ticked agreement, outside the product's
 * bounds, without the required documents (each the user's own upload of its slot), while another
 * application waits, over the credit limit, or beyond what the lending account holds. A repeated
 * request_id answers the first loan.
 */
export async function applyForLoan(db: DbOrTx, clock: Clock, input: ApplyForLoanInput): Promise<Result<LoanView>> {
  const earlier = await findByRequest(db, input.userId, input.requestId);
  if (earlier) return answerRepeat(earlier, input, clock.now());
  const checked = await checkApplication(db, input);
  if (!checked.ok) return checked;
  const { product, principal } = checked.value;
  return db.transaction(async (tx) => {
    // One application per user at a time: two concurrent ones cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('loans'), ${Number(input.userId % 2_147_483_647n)})`);
    const raced = await findByRequest(tx, input.userId, input.requestId);
    if (raced) return answerRepeat(raced, input, clock.now());
    const open = await tx
      .select({ id: loans.id })
      .from(loans)
      .where(and(eq(loans.userId, input.userId), eq(loans.status, 'unreviewed')));
    if (open.length > 0) return fail('loan_application_open');
    const limit = await creditLimit(tx, clock, input.userId);
    if (!limit.ok) return limit;
    if (principal > limit.value.available)
      return fail('loan_over_limit', { field: 'amount', limit: plainUsdt(limit.value.limit), available: plainUsdt(limit.value.available) });
    // Approval checks it again under the lending account's lock; here it only spares a hopeless application.
    if (principal > (await houseBalance(tx, 'lending'))) return fail('lending_capacity', { field: 'amount' });
    const row = await recordLoanApplication(tx, clock, { userId: input.userId, product, principal, documents: input.documents, requestId: input.requestId });
    return ok(loanView(row, clock.now()));
  });
}

async function checkApplication(db: DbOrTx, input: ApplyForLoanInput): Promise<Result<{ product: LoanProductRow; principal: bigint }>> {
  const missing = missingFor('loan', await heldRequirements(db, input.userId));
  const first = missing[0];
  if (first) return fail(REQUIREMENT_ERROR[first], { missing, fix: REQUIREMENT_FIX_PATH[first], feature: 'loan' });
  if (input.agree !== true) return fail('loan_agreement_required', { field: 'agree' });
  const [product] = await db
    .select()
    .from(loanProducts)
    .where(and(eq(loanProducts.id, input.productId), eq(loanProducts.active, true)));
  if (!product) return fail('product_unknown', { field: 'product_id' });
  const principal = parseUnits(input.amount, USDT_SCALE);
  if (principal === undefined || principal <= 0n) return fail('amount_invalid', { field: 'amount', scale: USDT_SCALE });
  const min = BigInt(product.minAmount);
  const max = BigInt(product.maxAmount);
  if (principal < min || principal > max) return fail('amount_out_of_bounds', { field: 'amount', min: plainUsdt(min), max: plainUsdt(max) });
  const documents = await checkDocuments(db, input.userId, input.documents);
  if (!documents.ok) return documents;
  return ok({ product, principal });
}

/** The required slots are present, and every upload named is this user's own of that slot. */
async function checkDocuments(db: DbOrTx, userId: bigint, documents: Partial<Record<LoanDocumentSlot, string>>): Promise<Result<true>> {
  const missing = REQUIRED_LOAN_DOCUMENTS.filter((slot) => !documents[slot]);
  if (missing.length > 0) return fail('loan_documents_required', { field: missing[0], missing });
  const named = LOAN_DOCUMENT_SLOTS.flatMap((slot) => (documents[slot] ? [{ slot, uploadId: documents[slot] as string }] : []));
  const rows = await db
    .select({ id: loanUploads.id, userId: loanUploads.userId, slot: loanUploads.slot })
    .from(loanUploads)
    .where(
      inArray(
        loanUploads.id,
        named.map((n) => n.uploadId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { slot, uploadId } of named) {
    const upload = byId.get(uploadId);
    if (!upload || upload.userId !== userId || upload.slot !== slot) return fail('upload_unknown', { field: slot });
  }
  return ok(true);
}

async function findByRequest(db: DbOrTx, userId: bigint, requestId: string): Promise<LoanRow | undefined> {
  const [row] = await db
    .select()
    .from(loans)
    .where(and(eq(loans.userId, userId), eq(loans.requestId, requestId)));
  return row;
}

/** The loan a request id applied for answers its repeats; the same id asking for another loan is a reused id. */
function answerRepeat(earlier: LoanRow, input: ApplyForLoanInput, now: Date): Result<LoanView> {
  const same = earlier.productId === input.productId && BigInt(earlier.principal) === parseUnits(input.amount, USDT_SCALE);
  return same ? ok(loanView(earlier, now)) : fail('request_id_reused', { field: 'request_id' });
}
