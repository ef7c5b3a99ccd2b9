import type { Config } from '../config';
import type { Db } from '../db';
import type { Mailer } from '../services/mail';

/** What every route plugin is given: no globals, so tests build apps side by side. */
export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** signs reset and verification links */
  secret: Buffer;
}
