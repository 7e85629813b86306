import { Fragment } from 'react';
import { EXTERNAL_LINK, linkPieces } from './safe-link.ts';

/** Plain text with its http(s) and mailto addresses as links that open in a new tab. */
export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkPieces(text).map((piece, index) =>
        piece.href ? (
          <a key={index} href={piece.href} {...EXTERNAL_LINK}>
            {piece.text}
          </a>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}
