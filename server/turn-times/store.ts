import { DEFAULT_TURN_TIMES, type TurnTimes } from '../../shared/schemas/turn-times';
import type { Db } from '../db/open';
import { jsonSetting, type JsonSetting } from '../db/settings-store';

export type TurnTimesStore = JsonSetting<TurnTimes>;

/** The owner's 'Duración de la mesa', Tablein's defaults until it is saved. */
export const createTurnTimesStore = (db: Db): TurnTimesStore => jsonSetting(db, 'turn-times', DEFAULT_TURN_TIMES);
