import type { Language } from 'shared-contracts';

import type { Db } from '../../db/database';
import { DESK_TOPICS, type DeskTopic } from './deskTexts';

/** The guest customer-service desk: the brand's type 3 path (sealed) names it. */
export const DESK_PATH = '/desk';

/** Questions one address may leave per hour (a person rarely needs more; a script gets no more). */
export const DESK_QUESTIONS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1_000;
const NAME_MAX = 60;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** What the desk form sends, as typed. */
export interface DeskForm {
  name: string;
  contact: string;
  topic: string;
  question: string;
}

export type DeskProblem = 'contact' | 'question';

/** A mobile number as typed (spaces, dashes, a leading +) to its digits, or null. */
const mobileOf = (contact: string): string | null => {
  const digits = contact.replace(/[\s-]/g, '');
  return /^\+?\d{8,15}$/.test(digits) ? digits : null;
};

/** The form's problems, field by field (none: it can be stored). */
export const checkDeskForm = (form: DeskForm): DeskProblem[] => {
  const problems: DeskProblem[] = [];
  const contact = form.contact.trim();
  if (!(contact.length <= 120 && (EMAIL.test(contact) || mobileOf(contact))))
    problems.push('contact');
  const length = [...form.question.trim()].length;
  if (length < QUESTION_MIN || length > QUESTION_MAX) problems.push('question');
  return problems;
};

/** The reference a guest is given: Q and the enquiry's number on six digits. */
export const referenceOf = (id: number) => `Q${String(id).padStart(6, '0')}`;

export const createDeskService = (db: Db) => {
  const insert = db.prepare(
    `INSERT INTO guest_enquiries (name, contact, topic, question, language, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const list = db.prepare(
    `SELECT id, name, contact, topic, question, language, status, created_at AS createdAt
     FROM guest_enquiries ORDER BY created_at DESC, id DESC LIMIT ?`,
  );
  // Per address, in memory: forgetting on restart only relaxes a limit.
  const sent = new Map<string, number[]>();

  return {
    /** Whether `address` may leave another question now. */
    allowed(address: string, now: number): boolean {
      const recent = (sent.get(address) ?? []).filter((at) => now - at < HOUR_MS);
      if (recent.length === 0) sent.delete(address);
      else sent.set(address, recent);
      return recent.length < DESK_QUESTIONS_PER_HOUR;
    },
    /** Stores a checked form; answers its reference. */
    leave(form: DeskForm, language: Language, address: string, now: number): string {
      const topic: DeskTopic = (DESK_TOPICS as readonly string[]).includes(form.topic)
        ? (form.topic as DeskTopic)
        : 'other';
      const contact = form.contact.trim();
      const { lastInsertRowid } = insert.run(
        [...form.name.trim()].slice(0, NAME_MAX).join(''),
        mobileOf(contact) ?? contact,
        topic,
        form.question.trim(),
        language,
        now,
      );
      sent.set(address, [...(sent.get(address) ?? []), now]);
      return referenceOf(Number(lastInsertRowid));
    },
    /** The newest questions, for the brand's team. */
    latest(limit = 100) {
      return (list.all(limit) as { id: number }[]).map((row) => ({
        ...row,
        reference: referenceOf(row.id),
      }));
    },
  };
};
export type DeskService = ReturnType<typeof createDeskService>;
