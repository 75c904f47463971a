import { DAY_MS, earnDayEnd, earnDayNumber, type Lang } from '@veritex/shared';
import { sql } from 'drizzle-orm';
import { postEntries } from '../modules/ledger/index.js';
import type { Clock } from '../platform/clock.js';
import type { Database } from '../platform/db/client.js';

/** Idempotency key of the seed's funding of the rewards account: a second start posts nothing. */
export const demoRewardsKeys = { funding: () => 'seed:rewards-funding' };

/** Sign-in reward per cycle day, USDT minor units: 0.1, 0.1, 0.2, 0.2, 0.3, 0.5, 1 (2.4 USDT a full cycle). */
const SIGN_IN_REWARDS = [100_000n, 100_000n, 200_000n, 200_000n, 300_000n, 500_000n, 1_000_000n];
/** Capital the demo puts into the rewards account: 50,000 USDT. */
const REWARDS_FUNDING_UNITS = 50_000_000_000n;
const USDT = 1_000_000n;

interface DefaultTask {
  kind: 'first_deposit' | 'first_trade' | 'junior_verification' | 'sign_in_cycle' | 'trading_volume';
  /** The task's title in every interface language. */
  titles: Record<Lang, string>;
  /** What to do to complete it, in every interface language. */
  descriptions: Record<Lang, string>;
  reward: bigint;
  target: bigint;
  budget: bigint;
  /** Days the task runs from the day it is seeded; none: open-ended. */
  periodDays?: number;
}

const DEFAULT_TASKS: DefaultTask[] = [
  {
    kind: 'first_deposit',
    titles: {
      en: 'Make your first deposit',
      ar: 'أجرِ إيداعك الأول',
      de: 'Erste Einzahlung tätigen',
      el: 'Κάντε την πρώτη σας κατάθεση',
      es: 'Haz tu primer depósito',
      fr: 'Effectuez votre premier dépôt',
      jp: '初回入金を完了する',
      kr: '첫 입금하기',
      pt: 'Faça seu primeiro depósito',
      th: 'ฝากเงินครั้งแรก',
      tw: '完成首次入金',
      vn: 'Nạp tiền lần đầu',
      zh: '完成首次充币',
    },
    descriptions: {
      en: 'Have a deposit credited to your account, then claim 5 USDT.',
      ar: 'بعد أن يُضاف إيداع إلى حسابك، استلم 5 USDT.',
      de: 'Sobald eine Einzahlung Ihrem Konto gutgeschrieben ist, holen Sie 5 USDT ab.',
      el: 'Μόλις πιστωθεί μια κατάθεση στον λογαριασμό σας, λάβετε 5 USDT.',
      es: 'Cuando se abone un depósito en tu cuenta, reclama 5 USDT.',
      fr: 'Une fois un dépôt crédité sur votre compte, récupérez 5 USDT.',
      jp: '入金がアカウントに反映されたら、5 USDTを受け取れます。',
      kr: '계정에 입금이 반영되면 5 USDT를 수령하세요.',
      pt: 'Quando um depósito for creditado na sua conta, resgate 5 USDT.',
      th: 'เมื่อมีรายการฝากเข้าบัญชีของคุณแล้ว รับ 5 USDT ได้เลย',
      tw: '入金計入您的帳戶後，即可領取 5 USDT。',
      vn: 'Sau khi một khoản nạp được ghi có vào tài khoản của bạn, hãy nhận 5 USDT.',
      zh: '充币计入您的账户后，即可领取 5 USDT。',
    },
    reward: 5n * USDT,
    target: 1n,
    budget: 5_000n * USDT,
  },
  {
    kind: 'first_trade',
    titles: {
      en: 'Make your first trade',
      ar: 'أجرِ صفقتك الأولى',
      de: 'Zum ersten Mal handeln',
      el: 'Κάντε την πρώτη σας συναλλαγή',
      es: 'Haz tu primera operación',
      fr: 'Effectuez votre première transaction',
      jp: '初回取引を完了する',
      kr: '첫 거래하기',
      pt: 'Faça sua primeira negociação',
      th: 'เทรดครั้งแรก',
      tw: '完成首筆交易',
      vn: 'Giao dịch lần đầu',
      zh: '完成首笔交易',
    },
    descriptions: {
      en: 'Complete a spot trade, open a contract position or place a delivery order, then claim 5 USDT.',
      ar: 'أتمّ صفقة فورية، أو افتح مركز عقود، أو قدّم أمر تسليم، ثم استلم 5 USDT.',
      de: 'Schließen Sie einen Spot-Handel ab, eröffnen Sie eine Kontraktposition oder erteilen Sie einen Lieferauftrag und holen Sie dann 5 USDT ab.',
      el: 'Ολοκληρώστε μια συναλλαγή άμεσης αγοράς, ανοίξτε μια θέση σε συμβόλαια ή καταχωρίστε μια εντολή παράδοσης και, στη συνέχεια, λάβετε 5 USDT.',
      es: 'Completa una operación al contado, abre una posición en contratos o coloca una orden de entrega y, después, reclama 5 USDT.',
      fr: 'Réalisez une transaction au comptant, ouvrez une position sur contrat ou passez un ordre à livraison, puis récupérez 5 USDT.',
      jp: '現物取引の約定、先物ポジションの新規建て、期日決済注文のいずれかを行ったら、5 USDTを受け取れます。',
      kr: '현물 거래를 체결하거나, 선물 포지션을 열거나, 만기 선물 주문을 넣은 후 5 USDT를 수령하세요.',
      pt: 'Conclua uma negociação à vista, abra uma posição em contratos ou envie uma ordem de entrega e depois resgate 5 USDT.',
      th: 'ซื้อขายสปอตให้สำเร็จ เปิดสถานะสัญญา หรือส่งคำสั่งสัญญาส่งมอบ แล้วรับ 5 USDT',
      tw: '完成一筆現貨交易、合約開倉或下一筆交割訂單後，即可領取 5 USDT。',
      vn: 'Hoàn tất một giao dịch giao ngay, mở một vị thế hợp đồng hoặc đặt một lệnh giao nhận, rồi nhận 5 USDT.',
      zh: '完成一笔现货交易、合约开仓或下一笔交割订单后，即可领取 5 USDT。',
    },
    reward: 5n * USDT,
    target: 1n,
    budget: 5_000n * USDT,
  },
  {
    kind: 'junior_verification',
    titles: {
      en: 'Pass junior verification',
      ar: 'اجتز التحقق الأساسي',
      de: 'Basis-Verifizierung abschließen',
      el: 'Ολοκληρώστε τη βασική επαλήθευση',
      es: 'Supera la verificación básica',
      fr: 'Validez la vérification de base',
      jp: '初級認証を完了する',
      kr: '기본 인증 통과하기',
      pt: 'Conclua a verificação básica',
      th: 'ผ่านการยืนยันขั้นต้น',
      tw: '通過初級認證',
      vn: 'Hoàn tất xác minh cơ bản',
      zh: '通过初级认证',
    },
    descriptions: {
      en: 'Once your junior identity verification is approved, claim 10 USDT.',
      ar: 'بعد قبول التحقق الأساسي من هويتك، استلم 10 USDT.',
      de: 'Sobald Ihre Basis-Identitätsverifizierung bestätigt ist, holen Sie 10 USDT ab.',
      el: 'Μόλις εγκριθεί η βασική επαλήθευση ταυτότητάς σας, λάβετε 10 USDT.',
      es: 'Cuando se apruebe tu verificación de identidad básica, reclama 10 USDT.',
      fr: "Une fois votre vérification d'identité de base approuvée, récupérez 10 USDT.",
      jp: '初級本人確認が承認されたら、10 USDTを受け取れます。',
      kr: '기본 신원 인증이 승인되면 10 USDT를 수령하세요.',
      pt: 'Quando sua verificação de identidade básica for aprovada, resgate 10 USDT.',
      th: 'เมื่อการยืนยันตัวตนขั้นต้นของคุณได้รับอนุมัติแล้ว รับ 10 USDT ได้เลย',
      tw: '初級身分認證通過後，即可領取 10 USDT。',
      vn: 'Sau khi xác minh danh tính cơ bản của bạn được duyệt, hãy nhận 10 USDT.',
      zh: '初级身份认证通过后，即可领取 10 USDT。',
    },
    reward: 10n * USDT,
    target: 1n,
    budget: 10_000n * USDT,
  },
  {
    kind: 'sign_in_cycle',
    titles: {
      en: 'Complete a 7-day sign-in',
      ar: 'أكمل تسجيل الحضور لمدة 7 أيام',
      de: '7-Tage-Anmeldung abschließen',
      el: 'Ολοκληρώστε 7 ημέρες καθημερινής σύνδεσης',
      es: 'Completa 7 días de inicio de sesión',
      fr: 'Validez 7 jours de connexion',
      jp: '7日間ログインを達成する',
      kr: '7일 출석 완료하기',
      pt: 'Complete 7 dias de login',
      th: 'เช็กอินครบ 7 วัน',
      tw: '完成 7 天簽到',
      vn: 'Điểm danh đủ 7 ngày',
      zh: '完成 7 天签到',
    },
    descriptions: {
      en: 'Sign in 7 days in a row to complete a cycle, then claim 2 USDT.',
      ar: 'سجّل حضورك 7 أيام متتالية لإكمال دورة، ثم استلم 2 USDT.',
      de: 'Melden Sie sich 7 Tage in Folge an, um einen Zyklus abzuschließen, und holen Sie dann 2 USDT ab.',
      el: 'Καταγράψτε τη σύνδεσή σας 7 συνεχόμενες ημέρες για να ολοκληρώσετε έναν κύκλο και, στη συνέχεια, λάβετε 2 USDT.',
      es: 'Registra tu inicio de sesión 7 días seguidos para completar un ciclo y, después, reclama 2 USDT.',
      fr: 'Validez votre connexion 7 jours de suite pour terminer un cycle, puis récupérez 2 USDT.',
      jp: '7日連続でログインして1サイクルを達成したら、2 USDTを受け取れます。',
      kr: '7일 연속 출석하여 한 사이클을 완료한 후 2 USDT를 수령하세요.',
      pt: 'Registre seu login por 7 dias seguidos para completar um ciclo e depois resgate 2 USDT.',
      th: 'เช็กอินติดต่อกัน 7 วันเพื่อให้ครบหนึ่งรอบ แล้วรับ 2 USDT',
      tw: '連續簽到 7 天完成一個週期後，即可領取 2 USDT。',
      vn: 'Điểm danh 7 ngày liên tiếp để hoàn thành một chu kỳ, rồi nhận 2 USDT.',
      zh: '连续签到 7 天完成一个周期后，即可领取 2 USDT。',
    },
    reward: 2n * USDT,
    target: 1n,
    budget: 2_000n * USDT,
  },
  {
    kind: 'trading_volume',
    titles: {
      en: 'Trade 10,000 USDT in 30 days',
      ar: 'تداول بقيمة 10,000 USDT خلال 30 يومًا',
      de: '10.000 USDT in 30 Tagen handeln',
      el: 'Συναλλαγές 10.000 USDT σε 30 ημέρες',
      es: 'Opera 10.000 USDT en 30 días',
      fr: 'Tradez 10 000 USDT en 30 jours',
      jp: '30日間で10,000 USDTを取引する',
      kr: '30일 동안 10,000 USDT 거래하기',
      pt: 'Negocie 10.000 USDT em 30 dias',
      th: 'เทรดให้ครบ 10,000 USDT ภายใน 30 วัน',
      tw: '30 天內交易 10,000 USDT',
      vn: 'Giao dịch 10.000 USDT trong 30 ngày',
      zh: '30 天内交易 10,000 USDT',
    },
    descriptions: {
      en: 'Reach 10,000 USDT of spot trading volume (USDT markets) within the activity period, then claim 20 USDT.',
      ar: 'حقّق حجم تداول فوري قدره 10,000 USDT (في أسواق USDT) خلال فترة الفعالية، ثم استلم 20 USDT.',
      de: 'Erreichen Sie innerhalb des Aktionszeitraums 10.000 USDT Spot-Handelsvolumen (USDT-Märkte) und holen Sie dann 20 USDT ab.',
      el: 'Φτάστε σε όγκο συναλλαγών άμεσης αγοράς 10.000 USDT (αγορές USDT) εντός της περιόδου της δραστηριότητας και, στη συνέχεια, λάβετε 20 USDT.',
      es: 'Alcanza 10.000 USDT de volumen de negociación al contado (mercados USDT) dentro del periodo de la actividad y, después, reclama 20 USDT.',
      fr: "Atteignez 10 000 USDT de volume de trading au comptant (marchés USDT) pendant la période de l'activité, puis récupérez 20 USDT.",
      jp: 'イベント期間内に現物取引高（USDTマーケット）が10,000 USDTに達したら、20 USDTを受け取れます。',
      kr: '이벤트 기간 내 현물 거래량(USDT 마켓) 10,000 USDT를 달성한 후 20 USDT를 수령하세요.',
      pt: 'Atinja 10.000 USDT em volume de negociação à vista (mercados USDT) dentro do período da atividade e depois resgate 20 USDT.',
      th: 'ทำยอดการซื้อขายสปอต (ตลาด USDT) ให้ถึง 10,000 USDT ภายในช่วงเวลาของกิจกรรม แล้วรับ 20 USDT',
      tw: '在活動期間內現貨交易量（USDT 市場）達到 10,000 USDT 後，即可領取 20 USDT。',
      vn: 'Đạt khối lượng giao dịch giao ngay 10.000 USDT (các thị trường USDT) trong thời gian diễn ra hoạt động, rồi nhận 20 USDT.',
      zh: '在活动期间内现货交易额（USDT 市场）达到 10,000 USDT 后，即可领取 20 USDT。',
    },
    reward: 20n * USDT,
    target: 10_000n * USDT,
    budget: 10_000n * USDT,
    periodDays: 30,
  },
];

/**
 * The rewards configuration every venue starts with: the sign-in reward of each cycle day (days
 * not yet configured only) and the five default benefit tasks (each kind only if no task of that
 * kind exists, so a venue's own edits stay), each titled and described in all 13 interface languages. `fund` (demo accounts only) also moves 50,000 USDT of
 * platform capital into the rewards account, once. A real venue funds it through admin/fundRewards:
 * until then sign-in and claims say the rewards account cannot pay. Idempotent.
 */
export async function seedDemoRewards(db: Database, options: { clock: Clock; fund: boolean }): Promise<void> {
  const now = options.clock.now();
  for (const [index, amount] of SIGN_IN_REWARDS.entries()) {
    await db.execute(sql`
      insert into sign_in_rewards (day, asset, amount, updated_at) values (${index + 1}, 'USDT', ${amount.toString()}, ${now.toISOString()})
      on conflict (day) do nothing`);
  }
  for (const [index, task] of DEFAULT_TASKS.entries()) await seedTask(db, task, index, now);
  if (options.fund) await fundRewardsAccount(db);
}

async function seedTask(db: Database, task: DefaultTask, sortOrder: number, now: Date): Promise<void> {
  // The period starts at the Hong Kong midnight that began the seed's day.
  const start = task.periodDays === undefined ? null : new Date(earnDayEnd(earnDayNumber(now)).getTime() - DAY_MS);
  const end = start === null || task.periodDays === undefined ? null : new Date(start.getTime() + task.periodDays * DAY_MS);
  await db.execute(sql`
    insert into benefit_tasks (kind, titles, descriptions, asset, reward, target, period_start, period_end, budget, active, sort_order, created_at, updated_at)
    select ${task.kind}, ${JSON.stringify(task.titles)}::jsonb, ${JSON.stringify(task.descriptions)}::jsonb, 'USDT',
      ${task.reward.toString()}, ${task.target.toString()}, ${start?.toISOString() ?? null}, ${end?.toISOString() ?? null},
      ${task.budget.toString()}, true, ${sortOrder}, ${now.toISOString()}, ${now.toISOString()}
    where not exists (select 1 from benefit_tasks where kind = ${task.kind})`);
}

async function fundRewardsAccount(db: Database): Promise<void> {
  await db.transaction((tx) =>
    postEntries(tx, {
      reason: 'rewards_funding',
      actor: 'system',
      cause: { type: 'seed', id: 'rewards' },
      idempotencyKey: demoRewardsKeys.funding(),
      memo: 'Initial rewards funding',
      movements: [
        { account: { owner: 'house', kind: 'capital', asset: 'USDT' }, bucket: 'available', amount: -REWARDS_FUNDING_UNITS },
        { account: { owner: 'house', kind: 'rewards', asset: 'USDT' }, bucket: 'available', amount: REWARDS_FUNDING_UNITS },
      ],
    }),
  );
}
