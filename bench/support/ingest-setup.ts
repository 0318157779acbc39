/**
 * Builds the ingestion benchmark's world: a migrated database with reference data, one lender, an admin and
 * BENCH_APPLICATIONS submitted applications (each with its customer and journey, made by set-based SQL), then the
 * two files a lender would send about them, written from their real ids:
 *
 *   status.xlsx  one row per application, moving it to 'approved' (exceljs' streaming writer, shared strings and a
 *                date format, as Excel writes them)
 *   status.csv   BENCH_CSV_ROWS rows moving them on to 'disbursed'; ids cycle through the applications, so rows
 *                past the first BENCH_APPLICATIONS repeat an id and the preview reports them as duplicate rows
 *
 * Writes world.json for the other children and prints its summary as one JSON line.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rowsOf } from '../../apps/api/src/db/sql';
import { seedReferenceData } from '../../apps/api/src/db/seed/seed';
import { createAdmin, createLender } from '../../apps/api/src/test/factories';
import { config, driver, openBenchDatabase, workDir, writeWorld } from './ingest-common';
import { createMeter } from './ingest-meter.mjs';

const applicationCount = Number(process.env.BENCH_APPLICATIONS ?? 2000);
const csvRows = Number(process.env.BENCH_CSV_ROWS ?? 20_000);
const header = ['application_id', 'status', 'lender_reference', 'disbursed_amount', 'disbursed_on', 'remarks'];
/** Every tenth row's remark is Devanagari with a rupee sign: multi-byte text cut by chunk boundaries must survive. */
const MULTI_BYTE_EVERY = 10;
const multiByteRemark = 'स्वीकृति पत्र भेजा गया, ₹ राशि तय';

const meter = createMeter();
const database = await meter.phase('open', openBenchDatabase);
const { db } = database;

const ids = await meter.phase('database', async () => {
  await database.migrate();
  await seedReferenceData(db, config);
  const admin = await createAdmin(db, { role_id: 1 });
  const lender = await createLender(db, { name: 'Bench_Status_Lender' });
  await db.execute(sql`
    insert into users (mobile_phone_number, first_name)
    select (6000000000 + g)::text, 'Bench' from generate_series(1, ${applicationCount}) as g`);
  await db.execute(sql`
    insert into customer_apps (user_id, product, status, desired_amount)
    select id, 'pl', 'closed', 200000 from users where first_name = 'Bench' order by id`);
  await db.execute(sql`
    insert into applications (app_id, user_id, lender_id, product, lender_mode, status, amount, tenure_months,
      interest_rate, apr, emi, processing_fee, total_payable, submitted_at)
    select c.id, c.user_id, ${lender.id}, 'pl', 'submit', 'submitted', 200000, 24, 10.99, 11.50, 9327.12, 0,
      223850.88, now()
    from customer_apps c join users u on u.id = c.user_id
    where u.first_name = 'Bench' order by c.id`);
  // A PostgreSQL server's autovacuum analyses freshly loaded tables within a minute; embedded PGlite has no
  // autovacuum, so there the tables stay as `npm start` would leave them.
  if (driver === 'postgres') await db.execute(sql`analyze`);
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from applications where lender_id = ${lender.id} order by app_id`,
  );
  return { adminId: admin.id, lenderId: lender.id, ids: rows.map((row) => row.id) };
});
if (ids.ids.length !== applicationCount) throw new Error(`made ${ids.ids.length} of ${applicationCount} applications`);

const amountOf = (index: number) => 150_000 + (index % 50) * 1_000;
const dayOf = (index: number) => Date.UTC(2026, 10, 1 + (index % 28));
const referenceOf = (index: number) => `LR-${String(index + 1).padStart(7, '0')}`;
const remarkOf = (index: number) =>
  index % MULTI_BYTE_EVERY === 0 ? multiByteRemark : `Sanction letter sent, batch ${index % 100}`;

const xlsxPath = path.join(workDir, 'status.xlsx');
await meter.phase('xlsx', async () => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: xlsxPath,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Status');
  sheet.addRow(header).commit();
  ids.ids.forEach((id, index) => {
    const row = sheet.addRow([
      id,
      'approved',
      referenceOf(index),
      amountOf(index),
      new Date(dayOf(index)),
      remarkOf(index),
    ]);
    row.getCell(5).numFmt = 'dd/mm/yyyy';
    row.commit();
  });
  sheet.commit();
  await workbook.commit();
});

/** Indian digit grouping, as lenders write amounts in a CSV: "₹1,50,000". */
const rupees = new Intl.NumberFormat('en-IN');
const csvPath = path.join(workDir, 'status.csv');
await meter.phase('csv', async () => {
  const out = fs.createWriteStream(csvPath);
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  let lines: string[] = [header.join(',')];
  for (let index = 0; index < csvRows; index += 1) {
    const app = index % applicationCount;
    const day = new Date(dayOf(app) + 3 * 86_400_000).toISOString().slice(0, 10);
    const [year, month, date] = day.split('-');
    lines.push(
      [
        ids.ids[app] ?? '',
        'disbursed',
        referenceOf(app),
        // Half as plain numbers, half as a lender types them.
        app % 2 === 0 ? String(amountOf(app)) : quote(`₹${rupees.format(amountOf(app))}`),
        app % 2 === 0 ? day : `${date}/${month}/${year}`,
        quote(remarkOf(app)),
      ].join(','),
    );
    if (lines.length >= 10_000) {
      if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
      lines = [];
    }
  }
  out.end(lines.length > 0 ? `${lines.join('\n')}\n` : '');
  await once(out, 'finish');
});

await database.close();
const world = {
  adminId: ids.adminId,
  lenderId: ids.lenderId,
  applications: applicationCount,
  csvRows,
  xlsxPath,
  xlsxBytes: fs.statSync(xlsxPath).size,
  csvPath,
  csvBytes: fs.statSync(csvPath).size,
  multiByteRemarks: Math.ceil(applicationCount / MULTI_BYTE_EVERY),
};
writeWorld(world);
meter.finish({ child: 'setup', driver, ...world });
