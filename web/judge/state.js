/* The page's state, one place: S, the position and its line of moves
 * (each with the engine's text, events and next state) and how far along
 * the line the board is (undo/redo move along it), with what the engine
 * last answered about it; E, the Edit tab's draft. Every room (board,
 * moves, check, rules, editor, share, start) reads and sets these. */
export const S = {
  rc: null,
  catalog: null,        // examples.json: {games: {id: {title, examples}}, rule_fixtures}
  game: null,
  start: null,          // the start position
  line: [],             // [{move, text, state, events}]
  pos: 0,               // moves of the line on the board
  viewer: null,
  model: null,
  legal: null,
  outcome: null,
  question: null,       // the last "Is this legal?": {state, move, viewer, answer}
  rules: new Map(),     // game -> [rule]
  previous: null,       // the cards of the model before the last move, for highlighting
};

/* The position on the board: the start, or the state after the moves played. */
export const current = () => (S.pos === 0 ? S.start : S.line[S.pos - 1].state);

/* The Edit tab: the draft (the position as the engine completes it, being
 * edited), the game's schema, the position it was made from, the sections
 * already drawn. */
export const E = { draft: null, schema: null, source: null, seen: null, touched: null };
