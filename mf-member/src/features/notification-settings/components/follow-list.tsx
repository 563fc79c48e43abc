// Placeholder until the following work lands: that branch writes the real FollowList (what the person
// follows, with フォローをやめる) in this file; the settings page already renders it.
export function FollowList() {
  return null;
}
