import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';
import { hasMarkup, plainText } from './text.ts';

const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'Ann <b>Lee</b>',
  '</textarea><svg onload=alert(1)>',
  '<!-- x -->',
  '<?xml?>',
  '<a href="javascript:alert(1)">x</a>',
];
const PLAIN = ['Nguyễn Văn A', 'a < b', 'I <3 it', 'O’Brien & Sons > 2', '张伟', '1 <2'];

type Body = z.ZodType;
const body = (contract: { body?: unknown }) => contract.body as Body;

/**
 * Every plain-text field of a request (holder names, reasons, notes, titles, labels, comments,
 * the member's names and handles): each must refuse markup with `validation.markup`.
 */
const PLAIN_TEXT_FIELDS: [name: string, schema: Body, base: Record<string, unknown>, field: string][] = [
  [
    'payout account holder',
    body(contracts.addPayoutAccount),
    { type: 'bank', providerName: 'Bank', accountNumber: '12345678' },
    'holderName',
  ],
  [
    'payout account provider',
    body(contracts.addPayoutAccount),
    { type: 'bank', holderName: 'Ann Lee', accountNumber: '12345678' },
    'providerName',
  ],
  ['deposit rejection reason', body(contracts.adminRejectDeposit), {}, 'reason'],
  ['withdrawal rejection reason', body(contracts.adminRejectWithdrawal), {}, 'reason'],
  ['dispute resolution note', body(contracts.adminResolveWithdrawal), {}, 'note'],
  ['adjustment reason', body(contracts.adminAdjust), { username: 'member01', amount: '1.00' }, 'reason'],
  ['lottery void reason', body(contracts.adminVoidLotteryIssue), {}, 'reason'],
  ['feedback comment', body(contracts.putFeedback), {}, 'content'],
  ['feedback phone', body(contracts.putFeedback), { content: 'hello there' }, 'phone'],
  ['chat window title', body(contracts.getChatUrl), { b2c: 1 }, 'title'],
  ['banner title', contracts.bannerInputSchema, { groupName: 'hot', imageId: 1, linkageType: 'none' }, 'title'],
  ['announcement title', contracts.announcementInputSchema, { type: 'PL', content: '<p>x</p>' }, 'title'],
  ['help category', contracts.helpArticleInputSchema, { language: 'en', title: 'x', content: 'x' }, 'category'],
  ['help title', contracts.helpArticleInputSchema, { language: 'en', category: 'x', content: 'x' }, 'title'],
  ['resource label', contracts.resourceInputSchema, { url: '/download', resourceType: 'app' }, 'labelNameEn'],
  ...(
    ['username', 'payeeName', 'email', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber'] as const
  ).map((field): [string, Body, Record<string, unknown>, string] => [
    `registration ${field}`,
    contracts.registerPayloadSchema,
    {},
    field,
  ]),
];

describe('plain-text fields refuse markup (one refinement: plainText / noMarkup)', () => {
  it('tells markup from text that merely holds a "<"', () => {
    for (const value of MARKUP) expect([value, hasMarkup(value)]).toEqual([value, true]);
    for (const value of PLAIN) expect([value, hasMarkup(value)]).toEqual([value, false]);
    expect(plainText().safeParse('<b>x</b>').error?.issues[0]?.message).toBe('validation.markup');
  });

  it.each(PLAIN_TEXT_FIELDS)(
    '%s refuses markup as validation.markup and takes plain text',
    (_, schema, base, field) => {
      for (const value of MARKUP) {
        const issues = schema.safeParse({ ...base, [field]: value }).error?.issues ?? [];
        expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
          field,
          'validation.markup',
        ]);
      }
      for (const value of PLAIN) {
        const parsed = schema.safeParse({ ...base, [field]: value });
        expect([value, parsed.error?.issues ?? []]).toEqual([value, []]);
      }
    },
  );

  it('secrets and codes keep every character (a password may hold "<b")', () => {
    const parsed = contracts.registerPayloadSchema.safeParse({ password: '<b>Secret1', confirmPassword: '<b>Secret1' });
    expect(parsed.success).toBe(true);
  });
});
