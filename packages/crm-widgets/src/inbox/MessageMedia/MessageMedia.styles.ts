import { styled } from 'styled-components';
import { vars } from '@wacrm/ui';

/** Class names of a media bubble's parts (static CSS on one styled root, as MessageBubble's). */
export const mediaClass = {
  frame: 'wacrm-media-frame',
  open: 'wacrm-media-open',
  status: 'wacrm-media-status',
  card: 'wacrm-media-card',
  cardIcon: 'wacrm-media-card-icon',
  cardText: 'wacrm-media-card-text',
  cardName: 'wacrm-media-card-name',
  cardMeta: 'wacrm-media-card-meta',
  progress: 'wacrm-media-progress',
  voice: 'wacrm-media-voice',
} as const;

export const MediaRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  margin-block-end: ${vars.space.xxs};
  max-inline-size: 100%;

  /* The box of an image, sticker or video: its size from width and height before anything loads. */
  .${mediaClass.frame} {
    position: relative;
    max-inline-size: 100%;
    overflow: hidden;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceHover};
  }

  &[data-kind='sticker'] .${mediaClass.frame} {
    background: transparent;
  }

  .${mediaClass.frame} img,
  .${mediaClass.frame} video {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  &[data-kind='sticker'] .${mediaClass.frame} img {
    object-fit: contain;
  }

  .${mediaClass.open} {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    padding: 0;
    border: 0;
    background: none;
    cursor: zoom-in;
    color: inherit;
  }

  .${mediaClass.open}:focus-visible {
    outline: 2px solid ${vars.color.focusRing};
    outline-offset: -2px;
  }

  .${mediaClass.status} {
    position: absolute;
    inset: 0;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${vars.space.xs};
    padding: ${vars.space.sm};
    text-align: center;
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.text};
  }

  .${mediaClass.card} {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    min-inline-size: min(240px, 100%);
    padding: ${vars.space.xs};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surfaceHover};
  }

  .${mediaClass.cardIcon} {
    display: inline-flex;
    flex: none;
    color: ${vars.color.text};
  }

  .${mediaClass.cardText} {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-inline-size: 0;
  }

  .${mediaClass.cardName} {
    overflow-wrap: anywhere;
    font-weight: ${vars.font.weightMedium};
  }

  .${mediaClass.cardMeta} {
    font-size: ${vars.font.sizeXs};
    color: ${vars.color.text};
  }

  .${mediaClass.progress} {
    inline-size: 100%;
    block-size: 4px;
    margin-block-start: ${vars.space.xxs};
    border-radius: 2px;
    background: ${vars.color.border};
    overflow: hidden;
  }

  .${mediaClass.progress} > span {
    display: block;
    block-size: 100%;
    background: ${vars.color.primary};
  }

  .${mediaClass.voice} {
    display: flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-inline-size: min(240px, 100%);
  }

  .${mediaClass.voice} audio {
    inline-size: min(260px, 100%);
    block-size: 36px;
  }
`;
