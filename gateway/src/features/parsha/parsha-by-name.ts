import { COMBINED_PARSHA_NAMES, PARSHA_NAMES, type ParshaDetails, parshaDetails } from '@morah/contracts/parsha-calendar';
import { AppError } from '../../errors';

/** A parsha by the name in the URL or body, or a 404 that lists every name Morah knows. */
export function parshaByName(name: string): ParshaDetails {
  const details = parshaDetails(name);
  if (details) return details;
  throw new AppError(404, 'not_found', `We don't know a parsha called "${name.slice(0, 60)}". Try one of the 54 names, like Bereshit or Noach.`, {
    validNames: [...PARSHA_NAMES, ...COMBINED_PARSHA_NAMES],
  });
}
