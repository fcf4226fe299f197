/**
 * Is this a UK postcode: well formed (the `postcode` package) and in one of the UK's postcode areas (Royal
 * Mail's 121 geographic areas; not the Channel Islands, the Isle of Man, forces or non-geographic codes). The
 * package alone checks the shape, which "QQ1 1AA" passes.
 */
import { parse } from "postcode";

const UK_POSTCODE_AREAS = new Set(
  (
    "AB AL B BA BB BD BH BL BN BR BS BT CA CB CF CH CM CO CR CT CV CW DA DD DE DG DH DL DN DT DY E EC EH EN " +
    "EX FK FY G GL GU HA HD HG HP HR HS HU HX IG IP IV KA KT KW KY L LA LD LE LL LN LS LU M ME MK ML N NE NG " +
    "NN NP NR NW OL OX PA PE PH PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TD TF TN TQ " +
    "TR TS TW UB W WA WC WD WF WN WR WS WV YO ZE"
  ).split(" "),
);

export function isUkPostcode(value: string): boolean {
  const parsed = parse(value);
  return parsed.valid && parsed.area !== null && UK_POSTCODE_AREAS.has(parsed.area);
}
