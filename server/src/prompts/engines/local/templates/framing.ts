import type { Locale } from '@cena/contracts';

import type { Angle, Intent, Localized, Variants } from './template-types';

/** Opens the brief: what kind of video this is; a dash and the user's own words follow. */
export const INTENT_FRAMES: Readonly<Record<Intent, Localized>> = {
  promotion: {
    'pt-BR': 'Vídeo de oferta, direto ao ponto',
    'en-US': 'Offer video, straight to the point',
    'es-ES': 'Vídeo de oferta, directo al grano',
    'fr-FR': 'Vidéo promo, droit au but',
    'de-DE': 'Angebotsvideo, direkt auf den Punkt',
  },
  launch: {
    'pt-BR': 'Vídeo de lançamento, com cara de novidade',
    'en-US': 'Launch video with a real sense of something new',
    'es-ES': 'Vídeo de lanzamiento, con aire de novedad',
    'fr-FR': 'Vidéo de lancement, avec un air de nouveauté',
    'de-DE': 'Launch-Video mit dem Gefühl von etwas Neuem',
  },
  event: {
    'pt-BR': 'Vídeo-convite que dá vontade de ir',
    'en-US': 'Invitation video that makes people want to come',
    'es-ES': 'Vídeo invitación que da ganas de ir',
    'fr-FR': "Vidéo d'invitation qui donne envie de venir",
    'de-DE': 'Einladungsvideo, das Lust aufs Kommen macht',
  },
  hours: {
    'pt-BR': 'Vídeo de horários, claro e fácil de lembrar',
    'en-US': 'Opening-hours video, clear and easy to remember',
    'es-ES': 'Vídeo de horarios, claro y fácil de recordar',
    'fr-FR': 'Vidéo des horaires, claire et facile à retenir',
    'de-DE': 'Video zu den Öffnungszeiten, klar und leicht zu merken',
  },
  institutional: {
    'pt-BR': 'Vídeo de marca que mostra quem você é',
    'en-US': 'Brand video that shows who you are',
    'es-ES': 'Vídeo de marca que muestra quién eres',
    'fr-FR': 'Vidéo de marque qui montre qui vous êtes',
    'de-DE': 'Markenvideo, das zeigt, wer du bist',
  },
  testimonial: {
    'pt-BR': 'Vídeo de depoimento, com a voz de quem já é cliente',
    'en-US': 'Testimonial video, in the voice of real customers',
    'es-ES': 'Vídeo testimonial, con la voz de quien ya es cliente',
    'fr-FR': 'Vidéo témoignage, avec la voix de vrais clients',
    'de-DE': 'Video mit echten Kundenstimmen',
  },
  tutorial: {
    'pt-BR': 'Vídeo tutorial, simples de acompanhar',
    'en-US': 'Tutorial video, easy to follow',
    'es-ES': 'Vídeo tutorial, fácil de seguir',
    'fr-FR': 'Vidéo tutoriel, facile à suivre',
    'de-DE': 'Tutorial-Video, leicht nachzumachen',
  },
};

/** The English prompt's subject opener per intent. */
export const INTENT_SUBJECTS_EN: Readonly<Record<Intent, string>> = {
  promotion: 'A short promotional offer video',
  launch: 'A short product-launch video',
  event: 'A short invitation video',
  hours: 'A short opening-hours announcement',
  institutional: 'A short brand video',
  testimonial: 'A short customer-testimonial video',
  tutorial: 'A short how-to video',
};

export const INTENT_TAGS: Readonly<Record<Intent, Localized>> = {
  promotion: {
    'pt-BR': 'promoção',
    'en-US': 'offer',
    'es-ES': 'oferta',
    'fr-FR': 'promo',
    'de-DE': 'Angebot',
  },
  launch: {
    'pt-BR': 'lançamento',
    'en-US': 'launch',
    'es-ES': 'lanzamiento',
    'fr-FR': 'lancement',
    'de-DE': 'Neuheit',
  },
  event: {
    'pt-BR': 'convite',
    'en-US': 'invitation',
    'es-ES': 'invitación',
    'fr-FR': 'invitation',
    'de-DE': 'Einladung',
  },
  hours: {
    'pt-BR': 'horários',
    'en-US': 'opening hours',
    'es-ES': 'horarios',
    'fr-FR': 'horaires',
    'de-DE': 'Öffnungszeiten',
  },
  institutional: {
    'pt-BR': 'marca',
    'en-US': 'brand',
    'es-ES': 'marca',
    'fr-FR': 'marque',
    'de-DE': 'Marke',
  },
  testimonial: {
    'pt-BR': 'depoimento',
    'en-US': 'testimonial',
    'es-ES': 'testimonio',
    'fr-FR': 'témoignage',
    'de-DE': 'Kundenstimme',
  },
  tutorial: {
    'pt-BR': 'tutorial',
    'en-US': 'tutorial',
    'es-ES': 'tutorial',
    'fr-FR': 'tutoriel',
    'de-DE': 'Anleitung',
  },
};

/** Short style tag per angle ("close-up", "bastidores"). */
export const ANGLE_TAGS: Readonly<Record<Angle, Localized>> = {
  hero: {
    'pt-BR': 'close-up',
    'en-US': 'close-up',
    'es-ES': 'primer plano',
    'fr-FR': 'gros plan',
    'de-DE': 'Nahaufnahme',
  },
  people: {
    'pt-BR': 'lifestyle',
    'en-US': 'lifestyle',
    'es-ES': 'lifestyle',
    'fr-FR': 'lifestyle',
    'de-DE': 'Lifestyle',
  },
  craft: {
    'pt-BR': 'bastidores',
    'en-US': 'behind the scenes',
    'es-ES': 'detrás de cámaras',
    'fr-FR': 'coulisses',
    'de-DE': 'hinter den Kulissen',
  },
};

export interface HookTemplate {
  /** With `{text}`: the user's own words shown on screen. */
  withText: Localized;
  /** When the brief holds nothing worth putting on screen verbatim. */
  withoutText: Localized;
}

/** How the on-screen text enters the video: up front, as an answer, or as the final reveal. */
export const HOOKS: Variants<HookTemplate> = [
  {
    withText: {
      'pt-BR': 'Nos primeiros segundos, coloque "{text}" em letras grandes na tela.',
      'en-US': 'In the first seconds, put "{text}" on screen in big letters.',
      'es-ES': 'En los primeros segundos, pon "{text}" en letras grandes en pantalla.',
      'fr-FR': 'Dès les premières secondes, affichez « {text} » en grandes lettres.',
      'de-DE': 'Zeige in den ersten Sekunden "{text}" in großen Buchstaben.',
    },
    withoutText: {
      'pt-BR': 'Nos primeiros segundos, mostre o nome do negócio em letras grandes na tela.',
      'en-US': 'In the first seconds, show the business name on screen in big letters.',
      'es-ES': 'En los primeros segundos, muestra el nombre del negocio en letras grandes.',
      'fr-FR': "Dès les premières secondes, affichez le nom de l'entreprise en grandes lettres.",
      'de-DE': 'Zeige in den ersten Sekunden den Namen des Unternehmens in großen Buchstaben.',
    },
  },
  {
    withText: {
      'pt-BR': 'Abra com uma pergunta curta na tela e responda com "{text}".',
      'en-US': 'Open with a short question on screen and answer it with "{text}".',
      'es-ES': 'Abre con una pregunta corta en pantalla y responde con "{text}".',
      'fr-FR': "Ouvrez sur une courte question à l'écran et répondez par « {text} ».",
      'de-DE': 'Starte mit einer kurzen Frage im Bild und antworte mit "{text}".',
    },
    withoutText: {
      'pt-BR': 'Abra com uma pergunta curta na tela, falando direto com quem assiste.',
      'en-US': 'Open with a short on-screen question that speaks straight to the viewer.',
      'es-ES': 'Abre con una pregunta corta en pantalla que hable directo a quien mira.',
      'fr-FR': "Ouvrez sur une courte question à l'écran qui parle directement au public.",
      'de-DE': 'Starte mit einer kurzen Frage im Bild, die das Publikum direkt anspricht.',
    },
  },
  {
    withText: {
      'pt-BR': 'Guarde "{text}" para o final, como a grande revelação.',
      'en-US': 'Save "{text}" for the end, as the big reveal.',
      'es-ES': 'Guarda "{text}" para el final, como la gran revelación.',
      'fr-FR': 'Gardez « {text} » pour la fin, comme la grande révélation.',
      'de-DE': 'Heb dir "{text}" für den Schluss auf, als große Enthüllung.',
    },
    withoutText: {
      'pt-BR': 'Guarde o nome do negócio para o final, como a grande revelação.',
      'en-US': 'Save the business name for the end, as the big reveal.',
      'es-ES': 'Guarda el nombre del negocio para el final, como la gran revelación.',
      'fr-FR': "Gardez le nom de l'entreprise pour la fin, comme la grande révélation.",
      'de-DE': 'Heb dir den Namen des Unternehmens für den Schluss auf, als große Enthüllung.',
    },
  },
];

/** Closing card with the contact (`{cta}`: handle, phone or link). */
export const CLOSING_CARD: Localized = {
  'pt-BR': 'Feche com "{cta}" na tela.',
  'en-US': 'Close on "{cta}" on screen.',
  'es-ES': 'Cierra con "{cta}" en pantalla.',
  'fr-FR': "Terminez sur « {cta} » à l'écran.",
  'de-DE': 'Ende mit "{cta}" im Bild.',
};

/** The language of the user's words, named in the English prompt. */
export const LANGUAGE_NAMES_EN: Readonly<Record<Locale, string>> = {
  'pt-BR': 'Portuguese',
  'en-US': 'English',
  'es-ES': 'Spanish',
  'fr-FR': 'French',
  'de-DE': 'German',
};
