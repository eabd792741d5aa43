import { say } from '@matri/contracts';
import type { ImportedMember, ImportRowError } from './map-import-row';

/**
 * The check of an upload's rows, in file order, against the rows before them: a row with the e-mail or mobile of an
 * earlier row is reported, not applied twice. The page's count of valid rows and the API's import run this one
 * check, so the page never promises a row the import then refuses. `place` is how the problem names the earlier
 * row: by its place in the upload (the API) or by its line of the file (the page).
 */
export function repeatedContactCheck(
  place: 'row' | 'line',
): (member: Pick<ImportedMember, 'email' | 'mobile'>, at: number) => ImportRowError | null {
  const atOfEmail = new Map<string, number>();
  const atOfMobile = new Map<string, number>();
  return ({ email, mobile }, at) => {
    const ofEmail = atOfEmail.get(email);
    const earlier = ofEmail ?? atOfMobile.get(mobile);
    if (earlier === undefined) {
      atOfEmail.set(email, at);
      atOfMobile.set(mobile, at);
      return null;
    }
    const where =
      place === 'row'
        ? { en: `row ${earlier} of this upload`, hi: `इस अपलोड की पंक्ति ${earlier}` }
        : { en: `line ${earlier} of this file`, hi: `इस फ़ाइल की पंक्ति ${earlier}` };
    return ofEmail !== undefined
      ? { field: 'email', message: say({ en: `The same e-mail as ${where.en}`, hi: `${where.hi} वाला ही ई-मेल` }) }
      : {
          field: 'mobile',
          message: say({ en: `The same mobile number as ${where.en}`, hi: `${where.hi} वाला ही मोबाइल नंबर` }),
        };
  };
}
