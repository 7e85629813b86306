/** Something a screen reader should say once: a new `id` says it again, even with the same text. */
export interface Announcement {
  readonly id: string;
  readonly text: string;
}

/**
 * A polite live region, present before anything is said in it, as screen readers need: each
 * announcement is added as a new node, so it is read once when it arrives and never while typing
 * or scrolling.
 */
export function LiveAnnouncement({ announcement }: { announcement: Announcement | null }) {
  return (
    <div className="visually-hidden" role="status">
      {announcement && <span key={announcement.id}>{announcement.text}</span>}
    </div>
  );
}
