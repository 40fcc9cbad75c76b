// Which CHECK constraints the schema generator turns into unions of literals: a single column
// compared with a list of text literals, as PostgreSQL prints `check (x in ('a', 'b'))`.
import { parseInListCheck } from '../../../scripts/contract/dbSchema';

it('reads the column and its values from an in-list CHECK', () => {
  expect(
    parseInListCheck(
      "CHECK ((fuel = ANY (ARRAY['regular'::text, 'premium'::text, 'diesel'::text])))",
    ),
  ).toEqual({ column: 'fuel', values: ['regular', 'premium', 'diesel'] });
});

it('keeps an apostrophe inside a value', () => {
  expect(parseInListCheck("CHECK ((name = ANY (ARRAY['O''Brien'::text, 'Ana'::text])))")).toEqual({
    column: 'name',
    values: ["O'Brien", 'Ana'],
  });
});

it('leaves other checks alone, so their columns stay plain strings or numbers', () => {
  expect(parseInListCheck('CHECK (((bombs IS NULL) OR (bombs >= 0)))')).toBeNull();
  expect(
    parseInListCheck("CHECK (((color IS NULL) OR (color ~ '^#[0-9A-Fa-f]{6}$'::text)))"),
  ).toBeNull();
  expect(parseInListCheck('CHECK ((shift = ANY (ARRAY[1, 2, 3])))')).toBeNull();
  expect(parseInListCheck('CHECK ((num_nonnulls(gas_station_id, user_id) = 1))')).toBeNull();
});
