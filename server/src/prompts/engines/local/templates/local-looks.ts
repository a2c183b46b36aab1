import type { Locale, Tone } from '@cena/contracts';

/**
 * The local engine's looks, one per tone, described as the engine draws them (motion-style.ts
 * and palette.ts): nothing here promises a camera, footage or a picture the engine cannot make.
 */
export const LOOK_SENTENCES: Readonly<Record<Tone, Readonly<Record<Locale, string>>>> = {
  professional: {
    'pt-BR':
      'Visual profissional: letras firmes alinhadas à esquerda sobre um degradê nas cores do seu ramo, ritmo constante',
    'en-US':
      'Professional look: firm left-aligned type over a gradient in your trade’s colours, at a steady pace',
    'es-ES':
      'Estilo profesional: letras firmes alineadas a la izquierda sobre un degradado con los colores de tu sector, a ritmo constante',
    'fr-FR':
      'Style professionnel : texte ferme aligné à gauche sur un dégradé aux couleurs de votre métier, rythme régulier',
    'de-DE':
      'Professioneller Look: klare, linksbündige Schrift auf einem Verlauf in den Farben Ihrer Branche, gleichmäßiges Tempo',
  },
  fun: {
    'pt-BR':
      'Visual divertido: cores vivas, confete e letras que entram quicando, levemente inclinadas',
    'en-US': 'Fun look: bright colours, confetti and words that bounce in at a slight tilt',
    'es-ES':
      'Estilo divertido: colores vivos, confeti y letras que entran rebotando, algo inclinadas',
    'fr-FR':
      'Style joyeux : couleurs vives, confettis et mots qui entrent en rebondissant, légèrement inclinés',
    'de-DE':
      'Fröhlicher Look: kräftige Farben, Konfetti und Wörter, die leicht schräg hereinhüpfen',
  },
  inspiring: {
    'pt-BR':
      'Visual inspirador: fundo luminoso, um brilho quente atrás das palavras e pontos de luz subindo',
    'en-US':
      'Inspiring look: a luminous background, a warm glow behind the words and rising specks of light',
    'es-ES':
      'Estilo inspirador: fondo luminoso, un brillo cálido detrás de las palabras y puntos de luz que suben',
    'fr-FR':
      'Style inspirant : fond lumineux, une lueur chaude derrière les mots et des points de lumière qui montent',
    'de-DE':
      'Inspirierender Look: heller Hintergrund, ein warmes Leuchten hinter den Wörtern und aufsteigende Lichtpunkte',
  },
  elegant: {
    'pt-BR':
      'Visual elegante: tons profundos e suaves, letras espaçadas que surgem em transições lentas',
    'en-US': 'Elegant look: deep, muted tones and airy type that appears in slow fades',
    'es-ES':
      'Estilo elegante: tonos profundos y suaves, letras espaciadas que aparecen en fundidos lentos',
    'fr-FR':
      'Style élégant : tons profonds et doux, lettres espacées qui apparaissent en fondus lents',
    'de-DE':
      'Eleganter Look: tiefe, gedämpfte Töne und luftige Schrift, die langsam eingeblendet wird',
  },
};

/** The labels around the beats' words. */
export const STORYBOARD_LABELS: Readonly<Record<Locale, { scenes: string; end: string }>> = {
  'pt-BR': { scenes: 'Na tela', end: 'Cartão final' },
  'en-US': { scenes: 'On screen', end: 'End card' },
  'es-ES': { scenes: 'En pantalla', end: 'Cierre' },
  'fr-FR': { scenes: 'À l’écran', end: 'Carte de fin' },
  'de-DE': { scenes: 'Im Bild', end: 'Abspann' },
};
