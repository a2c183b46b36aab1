import type { Tone } from '@cena/contracts';

import type { ToneTemplates } from './template-types';

/**
 * Style, mood and soundtrack per tone. Styles and soundtracks come in three variants so the
 * alternatives differ in look as well as in angle; the en-US texts double as the English lines.
 */
export const TONE_TEMPLATES: Readonly<Record<Tone, ToneTemplates>> = {
  professional: {
    label: {
      'pt-BR': 'profissional',
      'en-US': 'professional',
      'es-ES': 'profesional',
      'fr-FR': 'professionnel',
      'de-DE': 'professionell',
    },
    styles: [
      {
        'pt-BR': 'Estilo limpo e comercial, enquadramentos retos e cortes precisos.',
        'en-US': 'Clean commercial style, straight framing and precise cuts.',
        'es-ES': 'Estilo limpio y comercial, encuadres rectos y cortes precisos.',
        'fr-FR': 'Style net et commercial, cadrages droits, coupes précises.',
        'de-DE': 'Klarer Werbestil, gerade Bildausschnitte, präzise Schnitte.',
      },
      {
        'pt-BR': 'Estilo documental, com gente de verdade e câmera firme.',
        'en-US': 'Documentary style with real people and a steady camera.',
        'es-ES': 'Estilo documental, con gente real y cámara firme.',
        'fr-FR': 'Style documentaire, de vraies personnes, caméra stable.',
        'de-DE': 'Dokumentarischer Stil, echte Menschen, ruhige Kamera.',
      },
      {
        'pt-BR': 'Estilo minimalista, muito espaço livre e tipografia sóbria na tela.',
        'en-US': 'Minimalist style, plenty of negative space and restrained on-screen type.',
        'es-ES': 'Estilo minimalista, mucho espacio libre y tipografía sobria en pantalla.',
        'fr-FR': "Style minimaliste, beaucoup d'espace libre, typographie sobre à l'écran.",
        'de-DE': 'Minimalistischer Stil, viel Freiraum, schlichte Schrift im Bild.',
      },
    ],
    mood: {
      'pt-BR': 'Clima confiável e direto, sem exageros.',
      'en-US': 'A trustworthy, straightforward mood, nothing overdone.',
      'es-ES': 'Ambiente confiable y directo, sin exageraciones.',
      'fr-FR': 'Ambiance rassurante et directe, sans excès.',
      'de-DE': 'Vertrauenswürdige, direkte Stimmung, nichts übertrieben.',
    },
    audio: [
      {
        'pt-BR': 'Trilha corporativa moderna, com batida suave.',
        'en-US': 'Modern corporate soundtrack with a soft beat.',
        'es-ES': 'Música corporativa moderna, con un ritmo suave.',
        'fr-FR': 'Musique corporate moderne, rythme doux.',
        'de-DE': 'Moderne Corporate-Musik mit sanftem Beat.',
      },
      {
        'pt-BR': 'Trilha de piano leve com o som ambiente do lugar.',
        'en-US': "Light piano score with the room's natural sound.",
        'es-ES': 'Piano ligero con el sonido ambiente del lugar.',
        'fr-FR': "Piano léger et son d'ambiance du lieu.",
        'de-DE': 'Leichtes Klavier mit dem Originalton des Ortes.',
      },
      {
        'pt-BR': 'Trilha eletrônica discreta, com pulsação constante.',
        'en-US': 'Understated electronic track with a steady pulse.',
        'es-ES': 'Música electrónica discreta, con un pulso constante.',
        'fr-FR': 'Musique électronique discrète, pulsation régulière.',
        'de-DE': 'Dezente elektronische Musik mit gleichmäßigem Puls.',
      },
    ],
  },
  fun: {
    label: {
      'pt-BR': 'divertido',
      'en-US': 'fun',
      'es-ES': 'divertido',
      'fr-FR': 'ludique',
      'de-DE': 'verspielt',
    },
    styles: [
      {
        'pt-BR': 'Estilo vibrante e colorido, cortes no ritmo da música e transições com zoom.',
        'en-US': 'Vibrant, colourful style, cuts on the beat and zoom transitions.',
        'es-ES':
          'Estilo vibrante y colorido, cortes al ritmo de la música y transiciones con zoom.',
        'fr-FR': 'Style vibrant et coloré, coupes sur le rythme, transitions en zoom.',
        'de-DE': 'Knalliger, farbenfroher Stil, Schnitte im Takt, Zoom-Übergänge.',
      },
      {
        'pt-BR': 'Estilo espontâneo de rede social, câmera na mão e humor leve.',
        'en-US': 'Spontaneous social-media style, handheld camera and a light touch of humour.',
        'es-ES': 'Estilo espontáneo de redes sociales, cámara en mano y humor ligero.',
        'fr-FR': "Style spontané réseaux sociaux, caméra à l'épaule, humour léger.",
        'de-DE': 'Spontaner Social-Media-Stil, Handkamera, eine Prise Humor.',
      },
      {
        'pt-BR': 'Estilo stop motion, com objetos entrando e saindo do quadro.',
        'en-US': 'Stop-motion style, with objects popping in and out of frame.',
        'es-ES': 'Estilo stop motion, con objetos que entran y salen del cuadro.',
        'fr-FR': 'Style stop motion, objets qui entrent et sortent du cadre.',
        'de-DE': 'Stop-Motion-Stil, Dinge springen ins Bild und wieder hinaus.',
      },
    ],
    mood: {
      'pt-BR': 'Clima leve e divertido, que arranca um sorriso.',
      'en-US': 'A light, fun mood that raises a smile.',
      'es-ES': 'Ambiente ligero y divertido, que saca una sonrisa.',
      'fr-FR': 'Ambiance légère et ludique qui donne le sourire.',
      'de-DE': 'Leichte, verspielte Stimmung, die ein Lächeln weckt.',
    },
    audio: [
      {
        'pt-BR': 'Trilha pop animada com batidas marcadas.',
        'en-US': 'Upbeat pop track with punchy beats.',
        'es-ES': 'Música pop animada con ritmos marcados.',
        'fr-FR': 'Musique pop entraînante aux beats marqués.',
        'de-DE': 'Schwungvoller Pop-Track mit markanten Beats.',
      },
      {
        'pt-BR': 'Trilha de ukulele e palmas, bem alto-astral.',
        'en-US': 'Ukulele and hand-claps, full of good vibes.',
        'es-ES': 'Ukelele y palmas, con muy buena onda.',
        'fr-FR': 'Ukulélé et claquements de mains, plein de bonne humeur.',
        'de-DE': 'Ukulele und Klatschen, richtig gute Laune.',
      },
      {
        'pt-BR': 'Trilha de funk brasileiro leve, com efeitos sonoros nos cortes.',
        'en-US': 'Light baile-funk groove with sound effects on the cuts.',
        'es-ES': 'Ritmo funk brasileño ligero, con efectos de sonido en los cortes.',
        'fr-FR': 'Groove funk brésilien léger, effets sonores sur les coupes.',
        'de-DE': 'Leichter brasilianischer Funk-Groove mit Soundeffekten auf den Schnitten.',
      },
    ],
  },
  inspiring: {
    label: {
      'pt-BR': 'inspirador',
      'en-US': 'inspiring',
      'es-ES': 'inspirador',
      'fr-FR': 'inspirant',
      'de-DE': 'inspirierend',
    },
    styles: [
      {
        'pt-BR':
          'Estilo cinematográfico, profundidade de campo rasa e câmera lenta nos momentos-chave.',
        'en-US': 'Cinematic style, shallow depth of field and slow motion on key moments.',
        'es-ES':
          'Estilo cinematográfico, poca profundidad de campo y cámara lenta en los momentos clave.',
        'fr-FR':
          'Style cinématographique, faible profondeur de champ, ralenti sur les moments clés.',
        'de-DE': 'Filmischer Stil, geringe Schärfentiefe, Zeitlupe in den Schlüsselmomenten.',
      },
      {
        'pt-BR': 'Estilo documental sensível, close em rostos e gestos verdadeiros.',
        'en-US': 'Heartfelt documentary style, close-ups of faces and genuine gestures.',
        'es-ES': 'Estilo documental sensible, primeros planos de rostros y gestos verdaderos.',
        'fr-FR': 'Style documentaire sensible, gros plans sur les visages et les gestes vrais.',
        'de-DE': 'Einfühlsamer Dokumentarstil, Nahaufnahmen von Gesichtern und echten Gesten.',
      },
      {
        'pt-BR':
          'Estilo de crônica visual, planos abertos alternando com detalhes, como uma história em três atos.',
        'en-US':
          'Visual-story style, wide shots alternating with details, like a story in three acts.',
        'es-ES':
          'Estilo de crónica visual, planos abiertos alternados con detalles, como una historia en tres actos.',
        'fr-FR':
          'Style chronique visuelle, plans larges et détails en alternance, comme une histoire en trois actes.',
        'de-DE':
          'Erzählerischer Stil, Totalen im Wechsel mit Details, wie eine Geschichte in drei Akten.',
      },
    ],
    mood: {
      'pt-BR': 'Clima caloroso e inspirador, que emociona sem pressa.',
      'en-US': 'A warm, inspiring mood that moves people without rushing.',
      'es-ES': 'Ambiente cálido e inspirador, que emociona sin prisa.',
      'fr-FR': 'Ambiance chaleureuse et inspirante, qui touche sans se presser.',
      'de-DE': 'Warme, inspirierende Stimmung, berührend und ohne Eile.',
    },
    audio: [
      {
        'pt-BR': 'Trilha de piano e cordas crescendo até o final.',
        'en-US': 'Piano and strings building up to the end.',
        'es-ES': 'Piano y cuerdas que crecen hasta el final.',
        'fr-FR': "Piano et cordes qui montent jusqu'à la fin.",
        'de-DE': 'Klavier und Streicher, die sich bis zum Schluss steigern.',
      },
      {
        'pt-BR': 'Trilha acústica com violão e batida suave.',
        'en-US': 'Acoustic guitar track with a gentle beat.',
        'es-ES': 'Música acústica con guitarra y ritmo suave.',
        'fr-FR': 'Guitare acoustique et rythme doux.',
        'de-DE': 'Akustikgitarre mit sanftem Rhythmus.',
      },
      {
        'pt-BR': 'Trilha épica leve, com percussão que cresce no momento da revelação.',
        'en-US': 'Light epic score with percussion swelling at the reveal.',
        'es-ES': 'Música épica ligera, con percusión que crece en el momento de la revelación.',
        'fr-FR': 'Musique épique légère, percussions qui montent au moment de la révélation.',
        'de-DE': 'Leicht epische Musik, Percussion schwillt beim großen Moment an.',
      },
    ],
  },
  elegant: {
    label: {
      'pt-BR': 'elegante',
      'en-US': 'elegant',
      'es-ES': 'elegante',
      'fr-FR': 'élégant',
      'de-DE': 'elegant',
    },
    styles: [
      {
        'pt-BR': 'Estilo sofisticado, movimentos lentos e paleta sóbria com toques dourados.',
        'en-US': 'Sophisticated style, slow movements and a restrained palette with gold touches.',
        'es-ES': 'Estilo sofisticado, movimientos lentos y paleta sobria con toques dorados.',
        'fr-FR': 'Style raffiné, mouvements lents, palette sobre avec touches dorées.',
        'de-DE': 'Edler Stil, langsame Bewegungen, zurückhaltende Palette mit Goldakzenten.',
      },
      {
        'pt-BR': 'Estilo editorial de revista, composições simétricas e pausas marcantes.',
        'en-US': 'Editorial magazine style, symmetrical compositions and striking pauses.',
        'es-ES': 'Estilo editorial de revista, composiciones simétricas y pausas marcadas.',
        'fr-FR': 'Style éditorial de magazine, compositions symétriques, pauses marquantes.',
        'de-DE': 'Editorial-Stil wie im Magazin, symmetrische Kompositionen, markante Pausen.',
      },
      {
        'pt-BR': 'Estilo noir contemporâneo, alto contraste e silhuetas.',
        'en-US': 'Contemporary noir style, high contrast and silhouettes.',
        'es-ES': 'Estilo noir contemporáneo, alto contraste y siluetas.',
        'fr-FR': 'Style noir contemporain, fort contraste et silhouettes.',
        'de-DE': 'Moderner Noir-Stil, hoher Kontrast, Silhouetten.',
      },
    ],
    mood: {
      'pt-BR': 'Clima elegante e sereno, com tempo para cada detalhe.',
      'en-US': 'An elegant, serene mood with time for every detail.',
      'es-ES': 'Ambiente elegante y sereno, con tiempo para cada detalle.',
      'fr-FR': 'Ambiance élégante et sereine, avec du temps pour chaque détail.',
      'de-DE': 'Elegante, ruhige Stimmung mit Zeit für jedes Detail.',
    },
    audio: [
      {
        'pt-BR': 'Trilha lounge com piano e contrabaixo acústico.',
        'en-US': 'Lounge track with piano and upright bass.',
        'es-ES': 'Música lounge con piano y contrabajo.',
        'fr-FR': 'Musique lounge, piano et contrebasse.',
        'de-DE': 'Lounge-Musik mit Klavier und Kontrabass.',
      },
      {
        'pt-BR': 'Trilha de jazz suave, com saxofone ao fundo.',
        'en-US': 'Smooth jazz with a saxophone in the background.',
        'es-ES': 'Jazz suave, con saxofón de fondo.',
        'fr-FR': 'Jazz doux, saxophone en fond.',
        'de-DE': 'Sanfter Jazz mit Saxofon im Hintergrund.',
      },
      {
        'pt-BR': 'Trilha orquestral minimalista, com silêncios bem colocados.',
        'en-US': 'Minimal orchestral score with well-placed silences.',
        'es-ES': 'Música orquestal minimalista, con silencios bien colocados.',
        'fr-FR': 'Musique orchestrale minimaliste, silences bien placés.',
        'de-DE': 'Minimalistische Orchestermusik mit gut gesetzten Pausen.',
      },
    ],
  },
};
