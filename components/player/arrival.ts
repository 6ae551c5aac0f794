/*
 * Moving between lessons keeps the keyboard where the reader is: a link of the player (the
 * outline, previous/next) says a lesson is coming, and the new lesson's heading takes focus when
 * it arrives. Arriving any other way (a reload, a link from elsewhere) moves nothing.
 */
let expected = false;

/** Called by the player's own links just before they navigate. */
export function expectArrival() {
  expected = true;
}

/** True once after a player link navigated: the arriving lesson takes focus. */
export function takeArrival(): boolean {
  const was = expected;
  expected = false;
  return was;
}
