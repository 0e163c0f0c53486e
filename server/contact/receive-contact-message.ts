import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import type { ContactMessage } from '#common/contracts/contact.ts';

/** Stores a reader's message for the editors' inbox; a message with the bots' hidden field filled is dropped. */
export async function receiveContactMessage(
  db: Database,
  message: ContactMessage,
): Promise<{ stored: boolean }> {
  if (message.website) return { stored: false };
  await db.insert(contactMessages).values({
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    language: message.language ?? null,
  });
  return { stored: true };
}
