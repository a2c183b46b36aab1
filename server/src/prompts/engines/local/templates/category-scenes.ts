import type { Category } from '@cena/contracts';

import type { CategoryTemplates } from './template-types';

/**
 * The director's shots per business category and angle (hero product, people, behind the scenes).
 * Rules the template spec enforces: no text here names another category's keywords, carries a
 * fact (number, name) or repeats a tone word, so a brief built from it is still read correctly.
 */
export const CATEGORY_TEMPLATES: Readonly<Record<Category, CategoryTemplates>> = {
  bakery: {
    label: {
      'pt-BR': 'padaria',
      'en-US': 'bakery',
      'es-ES': 'panadería',
      'fr-FR': 'boulangerie',
      'de-DE': 'Bäckerei',
    },
    vibe: {
      'pt-BR': 'aconchegante',
      'en-US': 'cosy',
      'es-ES': 'acogedor',
      'fr-FR': 'chaleureux',
      'de-DE': 'gemütlich',
    },
    defaultTone: 'inspiring',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com um close-up dos pães e doces saindo do forno, o vapor subindo; a câmera se aproxima devagar até o recheio brilhar.',
          'en-US':
            'Open on a close-up of bread and pastries fresh from the oven, steam rising; the camera pushes in slowly until the filling glistens.',
          'es-ES':
            'Abre con un primer plano de panes y dulces recién salidos del horno, con vapor; la cámara se acerca despacio hasta que el relleno brilla.',
          'fr-FR':
            "Ouvrez sur un gros plan des pains et viennoiseries qui sortent du four, la vapeur qui monte ; la caméra s'approche lentement jusqu'au fourrage qui brille.",
          'de-DE':
            'Beginne mit einer Nahaufnahme von Brot und Gebäck frisch aus dem Ofen, Dampf steigt auf; die Kamera fährt langsam heran, bis die Füllung glänzt.',
        },
        light: {
          'pt-BR':
            'Luz quente e dourada de manhã cedo, entrando pela vitrine e realçando a casquinha crocante.',
          'en-US':
            'Warm golden early-morning light through the front window, bringing out the crisp crust.',
          'es-ES':
            'Luz cálida y dorada de primera hora, entrando por la vitrina y realzando la corteza crujiente.',
          'fr-FR':
            'Lumière chaude et dorée du petit matin, qui filtre par la vitrine et souligne la croûte croustillante.',
          'de-DE':
            'Warmes, goldenes Morgenlicht fällt durchs Fenster und betont die knusprige Kruste.',
        },
        en: {
          subject: 'fresh bread and pastries from a neighbourhood bakery',
          setting:
            'A small bakery counter with a glass display case and the oven glowing behind it.',
          action:
            'Golden pastries come out of the oven, steam rises and the filling glistens as a hand sets them on the counter.',
          camera:
            'Slow push-in from a macro close-up, shallow depth of field, ending on a clean frame for the on-screen text.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre um cliente dando a primeira mordida e fechando os olhos de prazer; a câmera na mão acompanha o momento no balcão.',
          'en-US':
            'Show a customer taking the first bite and closing their eyes with pleasure; a handheld camera follows the moment at the counter.',
          'es-ES':
            'Muestra a un cliente dando el primer mordisco y cerrando los ojos de placer; la cámara en mano sigue el momento en el mostrador.',
          'fr-FR':
            "Montrez un client qui croque la première bouchée en fermant les yeux de plaisir ; caméra à l'épaule, au comptoir.",
          'de-DE':
            'Zeige einen Gast, der genussvoll den ersten Bissen nimmt und die Augen schließt; die Handkamera bleibt nah an der Theke.',
        },
        light: {
          'pt-BR':
            'Luz natural suave de janela, tons de creme e caramelo, fundo levemente desfocado.',
          'en-US':
            'Soft natural window light, cream and caramel tones, a gently blurred background.',
          'es-ES':
            'Luz natural suave de ventana, tonos crema y caramelo, fondo ligeramente desenfocado.',
          'fr-FR':
            'Lumière naturelle douce de fenêtre, tons crème et caramel, arrière-plan légèrement flou.',
          'de-DE': 'Weiches Fensterlicht, Creme- und Karamelltöne, leicht unscharfer Hintergrund.',
        },
        en: {
          subject: 'the first bite of a fresh pastry at a neighbourhood bakery',
          setting:
            'A bright bakery counter in the morning, with baskets of bread in the background.',
          action:
            'A customer takes the first bite, closes their eyes with pleasure and smiles at the person behind the counter.',
          camera:
            'Handheld medium close-up that drifts gently with the customer, natural and intimate.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelas mãos do padeiro sovando a massa e polvilhando farinha; em câmera lenta, a bandeja entra no forno.',
          'en-US':
            "Start with the baker's hands kneading dough and dusting flour; in slow motion, the tray slides into the oven.",
          'es-ES':
            'Empieza por las manos del panadero amasando y espolvoreando harina; en cámara lenta, la bandeja entra al horno.',
          'fr-FR':
            'Commencez par les mains du boulanger qui pétrissent la pâte et saupoudrent la farine ; au ralenti, la plaque entre au four.',
          'de-DE':
            'Starte mit den Händen des Bäckers, die Teig kneten und Mehl stäuben; in Zeitlupe gleitet das Blech in den Ofen.',
        },
        light: {
          'pt-BR':
            'Contraluz quente com a farinha flutuando no ar, sombras suaves e clima de madrugada.',
          'en-US':
            'Warm backlight with flour drifting in the air, soft shadows and a before-dawn feel.',
          'es-ES':
            'Contraluz cálido con la harina flotando en el aire, sombras suaves y ambiente de madrugada.',
          'fr-FR':
            "Contre-jour chaud, la farine qui flotte dans l'air, ombres douces, ambiance d'avant l'aube.",
          'de-DE':
            'Warmes Gegenlicht, Mehlstaub in der Luft, weiche Schatten, Stimmung vor Sonnenaufgang.',
        },
        en: {
          subject: 'the craft behind fresh bread at a neighbourhood bakery',
          setting:
            'A flour-dusted wooden workbench in the bakery kitchen before dawn, the oven glowing.',
          action:
            "The baker's hands knead dough, dust flour and slide a tray of loaves into the oven.",
          camera: 'Macro shots of hands in slow motion, then a slow dolly to the oven door.',
        },
      },
    },
  },
  food: {
    label: {
      'pt-BR': 'gastronomia',
      'en-US': 'food',
      'es-ES': 'gastronomía',
      'fr-FR': 'restauration',
      'de-DE': 'Gastronomie',
    },
    vibe: {
      'pt-BR': 'saboroso',
      'en-US': 'mouth-watering',
      'es-ES': 'sabroso',
      'fr-FR': 'gourmand',
      'de-DE': 'appetitlich',
    },
    defaultTone: 'fun',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com o prato chegando à mesa em close, o queijo esticando e o vapor subindo; a câmera gira devagar ao redor dele.',
          'en-US':
            'Open with the dish landing on the table in close-up, cheese stretching and steam rising; the camera slowly circles it.',
          'es-ES':
            'Abre con el plato llegando a la mesa en primer plano, el queso estirándose y el vapor subiendo; la cámara gira despacio a su alrededor.',
          'fr-FR':
            "Ouvrez sur l'assiette posée sur la table en gros plan, le fromage qui file et la vapeur qui monte ; la caméra tourne lentement autour.",
          'de-DE':
            'Beginne mit dem Gericht, das in Nahaufnahme auf den Tisch kommt, Käse zieht Fäden, Dampf steigt; die Kamera kreist langsam darum.',
        },
        light: {
          'pt-BR': 'Luz quente lateral que destaca texturas e cores, com brilho nos molhos.',
          'en-US':
            'Warm side light that brings out textures and colours, with a sheen on the sauces.',
          'es-ES': 'Luz cálida lateral que resalta texturas y colores, con brillo en las salsas.',
          'fr-FR':
            'Lumière chaude rasante qui révèle textures et couleurs, les sauces qui brillent.',
          'de-DE': 'Warmes Seitenlicht betont Texturen und Farben, die Saucen glänzen.',
        },
        en: {
          subject: 'a signature dish from a local restaurant',
          setting: 'A cosy dining table with rustic wood and warm ambient lights.',
          action:
            'The plate lands on the table, cheese stretches and steam rises as a fork dives in.',
          camera: 'Macro close-up with a slow orbit around the plate, shallow depth of field.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre amigos brindando e dividindo a comida, risadas em volta da mesa; a câmera passeia entre eles num movimento contínuo.',
          'en-US':
            'Show friends raising a toast and sharing the food, laughter around the table; the camera glides between them in one continuous move.',
          'es-ES':
            'Muestra amigos brindando y compartiendo la comida, risas alrededor de la mesa; la cámara pasea entre ellos en un movimiento continuo.',
          'fr-FR':
            'Montrez des amis qui trinquent et partagent les plats, des rires autour de la table ; la caméra glisse entre eux en un seul mouvement.',
          'de-DE':
            'Zeige Freunde, die anstoßen und das Essen teilen, Lachen am Tisch; die Kamera gleitet in einer Bewegung zwischen ihnen hindurch.',
        },
        light: {
          'pt-BR': 'Luz ambiente quente de fim de tarde, com pontos de luz desfocados ao fundo.',
          'en-US': 'Warm late-afternoon ambient light with soft bokeh in the background.',
          'es-ES':
            'Luz ambiente cálida de final de tarde, con puntos de luz desenfocados al fondo.',
          'fr-FR': "Lumière d'ambiance chaude de fin de journée, bokeh doux à l'arrière-plan.",
          'de-DE': 'Warmes Licht am späten Nachmittag, weiches Bokeh im Hintergrund.',
        },
        en: {
          subject: 'friends sharing a meal at a local restaurant',
          setting: 'A lively table full of dishes and drinks, warm lights in the background.',
          action: 'Friends raise a toast, pass plates around and laugh together.',
          camera: 'One continuous gimbal move weaving between the guests at table height.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece na cozinha: a chama sobe na frigideira, os ingredientes caem em câmera lenta e o chef finaliza o prato com cuidado.',
          'en-US':
            'Start in the kitchen: a flame leaps from the skillet, ingredients fall in slow motion and the chef finishes the dish with care.',
          'es-ES':
            'Empieza en la cocina: la llama sube en la sartén, los ingredientes caen en cámara lenta y el chef termina el plato con cuidado.',
          'fr-FR':
            "Commencez en cuisine : la flamme jaillit de la poêle, les ingrédients tombent au ralenti et le chef dresse l'assiette avec soin.",
          'de-DE':
            'Starte in der Küche: Flammen schlagen aus der Pfanne, Zutaten fallen in Zeitlupe, der Koch richtet den Teller sorgfältig an.',
        },
        light: {
          'pt-BR': 'Luz de cozinha com contraste marcado, reflexos no inox e faíscas da chama.',
          'en-US':
            'Punchy kitchen light with strong contrast, reflections on steel and sparks from the flame.',
          'es-ES':
            'Luz de cocina con contraste marcado, reflejos en el acero y chispas de la llama.',
          'fr-FR': "Lumière de cuisine contrastée, reflets sur l'inox et étincelles de la flamme.",
          'de-DE': 'Kontrastreiches Küchenlicht, Reflexe auf Edelstahl, Funken der Flamme.',
        },
        en: {
          subject: 'the kitchen craft behind a local restaurant',
          setting: 'A busy restaurant kitchen with steel counters and open flames.',
          action:
            'A flame leaps from the skillet, ingredients fall in slow motion and the chef plates the dish.',
          camera:
            'Slow-motion macro shots cut with a smooth dolly along the counter to the finished plate.',
        },
      },
    },
  },
  fitness: {
    label: {
      'pt-BR': 'academia',
      'en-US': 'fitness',
      'es-ES': 'fitness',
      'fr-FR': 'fitness',
      'de-DE': 'Fitness',
    },
    vibe: {
      'pt-BR': 'energético',
      'en-US': 'energetic',
      'es-ES': 'enérgico',
      'fr-FR': 'énergique',
      'de-DE': 'energiegeladen',
    },
    defaultTone: 'inspiring',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com uma pegada firme na barra e gotas de suor em close; a câmera sobe rápido até o rosto concentrado, no ritmo da batida.',
          'en-US':
            'Open on a firm grip on the bar and beads of sweat in close-up; the camera tilts up fast to a focused face, cut to the beat.',
          'es-ES':
            'Abre con un agarre firme en la barra y gotas de sudor en primer plano; la cámara sube rápido hasta un rostro concentrado, al ritmo de la música.',
          'fr-FR':
            'Ouvrez sur une prise ferme sur la barre et des gouttes de sueur en gros plan ; la caméra remonte vite vers un visage concentré, au rythme du beat.',
          'de-DE':
            'Beginne mit einem festen Griff an der Stange und Schweißperlen in Nahaufnahme; die Kamera schwenkt schnell zum konzentrierten Gesicht, im Takt.',
        },
        light: {
          'pt-BR':
            'Luz dura de contraste, recortes laterais e fundo escuro que faz o movimento saltar.',
          'en-US':
            'Hard, contrasty light, side rim lights and a dark background that makes every move pop.',
          'es-ES':
            'Luz dura y contrastada, contraluces laterales y fondo oscuro que hace resaltar cada movimiento.',
          'fr-FR':
            'Lumière dure et contrastée, contre-jours latéraux et fond sombre qui fait ressortir chaque mouvement.',
          'de-DE':
            'Hartes, kontrastreiches Licht, seitliche Kanten und dunkler Hintergrund, der jede Bewegung hervorhebt.',
        },
        en: {
          subject: 'strength and focus at a local gym',
          setting:
            'A weight room with a dark background, racks and barbells catching the rim light.',
          action:
            'A firm grip tightens on the bar, beads of sweat fall and the lift goes up with total focus.',
          camera: 'Extreme close-up on hands, then a fast tilt up to the face, edited to the beat.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre uma turma treinando junto e batendo as mãos no fim da série; a câmera acompanha o grupo em travelling lateral.',
          'en-US':
            'Show a group training together and trading high-fives after the set; the camera tracks the group sideways.',
          'es-ES':
            'Muestra a un grupo entrenando junto y chocando las manos al final de la serie; la cámara acompaña al grupo en travelling lateral.',
          'fr-FR':
            "Montrez un groupe qui s'entraîne ensemble et se tape dans la main après la série ; la caméra suit le groupe en travelling latéral.",
          'de-DE':
            'Zeige eine Gruppe, die zusammen trainiert und sich nach dem Satz abklatscht; die Kamera begleitet sie in einer seitlichen Fahrt.',
        },
        light: {
          'pt-BR': 'Luz clara e vibrante com reflexos nos espelhos e cores saturadas.',
          'en-US': 'Bright, vibrant light with reflections in the mirrors and saturated colours.',
          'es-ES': 'Luz clara y vibrante con reflejos en los espejos y colores saturados.',
          'fr-FR': 'Lumière claire et vibrante, reflets dans les miroirs, couleurs saturées.',
          'de-DE': 'Helles, lebendiges Licht mit Spiegelreflexen und satten Farben.',
        },
        en: {
          subject: 'a group training together at a local gym',
          setting: 'A bright training floor with mirrors, mats and colourful equipment.',
          action: 'The group finishes a set together, cheers and trades high-fives.',
          camera:
            'Lateral tracking shot alongside the group, then a quick push-in on the high-five.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece com um antes e depois em cortes rápidos, do primeiro dia à conquista de hoje; termine com a câmera girando em volta de quem treina.',
          'en-US':
            "Start with a quick before-and-after, from day one to today's win; finish with the camera orbiting the athlete.",
          'es-ES':
            'Empieza con un antes y después en cortes rápidos, del primer día al logro de hoy; termina con la cámara girando alrededor de quien entrena.',
          'fr-FR':
            "Commencez par un avant-après en coupes rapides, du premier jour à la victoire d'aujourd'hui ; finissez par la caméra qui tourne autour de l'athlète.",
          'de-DE':
            'Starte mit einem schnellen Vorher-Nachher, vom ersten Tag bis zum Erfolg heute; am Ende kreist die Kamera um die trainierende Person.',
        },
        light: {
          'pt-BR': 'Luz de fim de tarde com brilho dourado na pele e poeira iluminada no ar.',
          'en-US': 'Late-afternoon light, a golden glow on skin and dust lit up in the air.',
          'es-ES': 'Luz de atardecer, brillo dorado en la piel y polvo iluminado en el aire.',
          'fr-FR':
            "Lumière de fin d'après-midi, reflet doré sur la peau, poussière éclairée dans l'air.",
          'de-DE':
            'Spätnachmittagslicht, goldener Schimmer auf der Haut, leuchtender Staub in der Luft.',
        },
        en: {
          subject: 'a personal transformation at a local gym',
          setting:
            'The same corner of the gym on the first day and today, in late-afternoon light.',
          action: 'Quick before-and-after cuts show the journey, ending on a confident final rep.',
          camera:
            'Match cuts between the two moments, then a slow 360-degree orbit around the athlete.',
        },
      },
    },
  },
  beauty: {
    label: {
      'pt-BR': 'beleza',
      'en-US': 'beauty',
      'es-ES': 'belleza',
      'fr-FR': 'beauté',
      'de-DE': 'Beauty',
    },
    vibe: {
      'pt-BR': 'radiante',
      'en-US': 'radiant',
      'es-ES': 'radiante',
      'fr-FR': 'lumineux',
      'de-DE': 'strahlend',
    },
    defaultTone: 'elegant',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com um close-up do resultado: unhas impecáveis, pele iluminada ou cabelo em movimento; a câmera desliza em câmera lenta.',
          'en-US':
            'Open on a close-up of the result: flawless nails, glowing skin or hair in motion; the camera glides in slow motion.',
          'es-ES':
            'Abre con un primer plano del resultado: uñas impecables, piel luminosa o cabello en movimiento; la cámara se desliza en cámara lenta.',
          'fr-FR':
            'Ouvrez sur un gros plan du résultat : ongles impeccables, peau lumineuse ou cheveux en mouvement ; la caméra glisse au ralenti.',
          'de-DE':
            'Beginne mit einer Nahaufnahme des Ergebnisses: makellose Nägel, strahlende Haut oder Haar in Bewegung; die Kamera gleitet in Zeitlupe.',
        },
        light: {
          'pt-BR': 'Luz suave e difusa de estúdio, tons rosados e brilho delicado na pele.',
          'en-US': 'Soft, diffused studio light, rosy tones and a delicate glow on skin.',
          'es-ES': 'Luz suave y difusa de estudio, tonos rosados y brillo delicado en la piel.',
          'fr-FR': 'Lumière de studio douce et diffuse, tons rosés, éclat délicat sur la peau.',
          'de-DE': 'Weiches, diffuses Studiolicht, rosige Töne, zarter Glanz auf der Haut.',
        },
        en: {
          subject: 'a flawless beauty result from a local salon',
          setting: 'A clean studio corner with soft pink and nude tones.',
          action: 'Freshly done nails catch the light, skin glows and hair moves in slow motion.',
          camera: 'Slow-motion glide in macro close-up, shallow depth of field.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre a cliente se olhando no espelho e sorrindo com o resultado; a câmera passa por cima do ombro até o reflexo.',
          'en-US':
            'Show the client looking in the mirror and smiling at the result; the camera moves over her shoulder into the reflection.',
          'es-ES':
            'Muestra a la clienta mirándose al espejo y sonriendo con el resultado; la cámara pasa por encima del hombro hasta el reflejo.',
          'fr-FR':
            "Montrez la cliente qui se regarde dans le miroir et sourit au résultat ; la caméra passe par-dessus l'épaule jusqu'au reflet.",
          'de-DE':
            'Zeige die Kundin, die sich im Spiegel ansieht und über das Ergebnis lächelt; die Kamera gleitet über die Schulter zum Spiegelbild.',
        },
        light: {
          'pt-BR':
            'Luz de camarim com lâmpadas ao redor do espelho, reflexos suaves e cores claras.',
          'en-US': 'Vanity-mirror bulbs, soft reflections and light colours.',
          'es-ES':
            'Luz de camerino con bombillas alrededor del espejo, reflejos suaves y colores claros.',
          'fr-FR':
            'Lumière de loge avec ampoules autour du miroir, reflets doux, couleurs claires.',
          'de-DE': 'Schminkspiegel mit Glühbirnen, sanfte Reflexe, helle Farben.',
        },
        en: {
          subject: 'a happy client seeing her new beauty result',
          setting: 'A salon mirror framed with warm bulbs.',
          action: 'The client checks her reflection, touches her hair and smiles with delight.',
          camera: 'Over-the-shoulder move that settles on the reflection in the mirror.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos detalhes do trabalho: pincel, esmalte e mãos precisas em macro; a câmera revela aos poucos o ambiente do salão.',
          'en-US':
            'Start with the details of the work: brush, polish and precise hands in macro; the camera slowly reveals the salon.',
          'es-ES':
            'Empieza por los detalles del trabajo: pincel, esmalte y manos precisas en macro; la cámara revela poco a poco el salón.',
          'fr-FR':
            'Commencez par les détails du geste : pinceau, vernis et mains précises en macro ; la caméra dévoile peu à peu le salon.',
          'de-DE':
            'Starte mit Details der Arbeit: Pinsel, Lack und präzise Hände im Makro; die Kamera zeigt nach und nach den Salon.',
        },
        light: {
          'pt-BR': 'Luz limpa e clara com reflexos perolados e fundo em tons nude.',
          'en-US': 'Clean, bright light with pearly highlights and a nude-toned background.',
          'es-ES': 'Luz limpia y clara con reflejos perlados y fondo en tonos nude.',
          'fr-FR': 'Lumière nette et claire, reflets nacrés, fond aux tons nude.',
          'de-DE': 'Klares, helles Licht mit Perlmuttglanz und Hintergrund in Nudetönen.',
        },
        en: {
          subject: 'the skilled work behind a beauty treatment',
          setting: 'A tidy salon workstation with brushes, polishes and soft light.',
          action: 'Precise hands apply polish and blend makeup with fine brushes.',
          camera: 'Macro detail shots, then a slow pull-back revealing the salon.',
        },
      },
    },
  },
  barber: {
    label: {
      'pt-BR': 'barbearia',
      'en-US': 'barbershop',
      'es-ES': 'barbería',
      'fr-FR': 'barbier',
      'de-DE': 'Barbershop',
    },
    vibe: {
      'pt-BR': 'estiloso',
      'en-US': 'sharp',
      'es-ES': 'con estilo',
      'fr-FR': 'stylé',
      'de-DE': 'lässig',
    },
    defaultTone: 'elegant',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com a navalha deslizando rente à pele em close extremo; a câmera recua e revela o corte perfeito no espelho.',
          'en-US':
            'Open with the razor gliding along the skin in extreme close-up; the camera pulls back to reveal the sharp cut in the mirror.',
          'es-ES':
            'Abre con la navaja deslizándose por la piel en primerísimo plano; la cámara se aleja y revela el corte perfecto en el espejo.',
          'fr-FR':
            'Ouvrez sur le rasoir qui glisse sur la peau en très gros plan ; la caméra recule et révèle la coupe parfaite dans le miroir.',
          'de-DE':
            'Beginne mit dem Rasiermesser, das in extremer Nahaufnahme über die Haut gleitet; die Kamera zieht zurück und zeigt den perfekten Schnitt im Spiegel.',
        },
        light: {
          'pt-BR': 'Luz de contraste em tons âmbar, couro e madeira escura, uma névoa leve no ar.',
          'en-US':
            'Contrasty light in amber tones, leather and dark wood, a light haze in the air.',
          'es-ES':
            'Luz contrastada en tonos ámbar, cuero y madera oscura, una bruma ligera en el aire.',
          'fr-FR':
            "Lumière contrastée aux tons ambrés, cuir et bois sombre, légère brume dans l'air.",
          'de-DE':
            'Kontrastreiches Licht in Bernsteintönen, Leder und dunkles Holz, leichter Dunst in der Luft.',
        },
        en: {
          subject: 'a sharp cut and a clean shave at a local barbershop',
          setting: 'A classic barbershop with leather chairs, dark wood and a large mirror.',
          action:
            'The straight razor glides along the skin, then the finished cut is revealed in the mirror.',
          camera: 'Extreme close-up on the razor, then a slow pull-back to the mirror reflection.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre o cliente na cadeira trocando ideia com o barbeiro, risada e aperto de mão no fim; câmera na mão, bem próxima.',
          'en-US':
            'Show the client in the chair chatting with the barber, a laugh and a handshake at the end; handheld camera, up close.',
          'es-ES':
            'Muestra al cliente en el sillón charlando con el barbero, una risa y un apretón de manos al final; cámara en mano, muy cerca.',
          'fr-FR':
            "Montrez le client dans le fauteuil qui discute avec le barbier, un rire et une poignée de main à la fin ; caméra à l'épaule, tout près.",
          'de-DE':
            'Zeige den Kunden im Stuhl im Gespräch mit dem Barbier, ein Lachen und Handschlag zum Schluss; Handkamera, ganz nah.',
        },
        light: {
          'pt-BR':
            'Luz quente de luminárias pendentes, com brilho nas cadeiras de couro e no cromado.',
          'en-US': 'Warm light from pendant lamps, glints on leather chairs and chrome.',
          'es-ES': 'Luz cálida de lámparas colgantes, brillos en los sillones de cuero y el cromo.',
          'fr-FR': 'Lumière chaude de suspensions, reflets sur le cuir des fauteuils et le chrome.',
          'de-DE': 'Warmes Licht von Hängelampen, Glanz auf Ledersesseln und Chrom.',
        },
        en: {
          subject: 'the friendly atmosphere of a local barbershop',
          setting: 'A warm barbershop with pendant lamps, leather chairs and chrome details.',
          action:
            'The client chats with the barber, they share a laugh and finish with a handshake.',
          camera: 'Handheld close shots that move naturally between the two faces.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece com a máquina desenhando o degradê em câmera lenta, cabelo caindo; a câmera gira em volta da cadeira até o acabamento.',
          'en-US':
            'Start with the clippers shaping the fade in slow motion, hair falling; the camera circles the chair to the finishing touch.',
          'es-ES':
            'Empieza con la máquina marcando el degradado en cámara lenta, el pelo cayendo; la cámara gira alrededor del sillón hasta el acabado.',
          'fr-FR':
            "Commencez par la tondeuse qui dessine le dégradé au ralenti, les cheveux qui tombent ; la caméra tourne autour du fauteuil jusqu'à la finition.",
          'de-DE':
            'Starte mit der Haarschneidemaschine, die in Zeitlupe den Übergang formt, Haare fallen; die Kamera kreist um den Stuhl bis zum letzten Schliff.',
        },
        light: {
          'pt-BR': 'Luz lateral dura que marca os contornos, fundo escuro e detalhes em dourado.',
          'en-US': 'Hard side light carving the contours, a dark background and gold details.',
          'es-ES': 'Luz lateral dura que marca los contornos, fondo oscuro y detalles dorados.',
          'fr-FR': 'Lumière latérale dure qui sculpte les contours, fond sombre et détails dorés.',
          'de-DE':
            'Hartes Seitenlicht modelliert die Konturen, dunkler Hintergrund, goldene Details.',
        },
        en: {
          subject: 'the precision of a skin fade at a local barbershop',
          setting: 'A barber chair against a dark background with gold accents.',
          action:
            'Clippers shape the fade as hair falls in slow motion, then the final line-up with a razor.',
          camera: 'Slow-motion close-ups, then a smooth orbit around the chair.',
        },
      },
    },
  },
  fashion: {
    label: {
      'pt-BR': 'moda',
      'en-US': 'fashion',
      'es-ES': 'moda',
      'fr-FR': 'mode',
      'de-DE': 'Mode',
    },
    vibe: {
      'pt-BR': 'estiloso',
      'en-US': 'stylish',
      'es-ES': 'con estilo',
      'fr-FR': 'tendance',
      'de-DE': 'trendig',
    },
    defaultTone: 'elegant',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com o tecido em movimento em close, caimento e textura; a câmera sobe devagar até revelar a peça completa.',
          'en-US':
            'Open on fabric in motion in close-up, drape and texture; the camera rises slowly to reveal the full piece.',
          'es-ES':
            'Abre con la tela en movimiento en primer plano, caída y textura; la cámara sube despacio hasta revelar la prenda completa.',
          'fr-FR':
            'Ouvrez sur le tissu en mouvement en gros plan, tombé et texture ; la caméra monte lentement et révèle la pièce entière.',
          'de-DE':
            'Beginne mit fließendem Stoff in Nahaufnahme, Fall und Textur; die Kamera fährt langsam hoch und zeigt das ganze Teil.',
        },
        light: {
          'pt-BR': 'Luz de estúdio suave e lateral, sombras marcadas e cores fiéis ao tecido.',
          'en-US': 'Soft side studio light, defined shadows and colours true to the fabric.',
          'es-ES': 'Luz de estudio suave y lateral, sombras definidas y colores fieles a la tela.',
          'fr-FR':
            'Lumière de studio douce et latérale, ombres dessinées, couleurs fidèles au tissu.',
          'de-DE': 'Weiches seitliches Studiolicht, klare Schatten, Farben treu zum Stoff.',
        },
        en: {
          subject: 'a standout piece from a local clothing label',
          setting: 'A minimal studio with a seamless backdrop.',
          action: 'The fabric moves and catches the light as the model turns slowly.',
          camera: 'Close-up on texture, then a slow crane up revealing the full outfit.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre alguém caminhando confiante com o look e virando para a câmera; um travelling acompanha o passo.',
          'en-US':
            'Show someone walking confidently in the outfit and turning to the camera; a tracking shot keeps pace.',
          'es-ES':
            'Muestra a alguien caminando con seguridad con el look y girando hacia la cámara; un travelling acompaña el paso.',
          'fr-FR':
            "Montrez quelqu'un qui marche avec assurance dans la tenue et se tourne vers la caméra ; un travelling suit le pas.",
          'de-DE':
            'Zeige jemanden, der selbstbewusst im Outfit geht und sich zur Kamera dreht; eine Kamerafahrt hält Schritt.',
        },
        light: {
          'pt-BR': 'Luz natural de fim de tarde, reflexos nas vitrines e fundo desfocado.',
          'en-US':
            'Natural late-afternoon light, reflections in window displays and a blurred background.',
          'es-ES': 'Luz natural de atardecer, reflejos en los escaparates y fondo desenfocado.',
          'fr-FR':
            'Lumière naturelle de fin de journée, reflets dans les vitrines, arrière-plan flou.',
          'de-DE':
            'Natürliches Licht am Spätnachmittag, Spiegelungen in Schaufenstern, unscharfer Hintergrund.',
        },
        en: {
          subject: 'everyday style from a local clothing label',
          setting: 'A city sidewalk in the late afternoon, window displays reflecting the light.',
          action:
            'Someone walks confidently in the outfit, then turns to the camera with a half smile.',
          camera: 'Tracking shot at walking pace, ending on a medium close-up.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos bastidores: cabides, tecidos e mãos ajustando a peça; a câmera passa entre as araras até o espelho do provador.',
          'en-US':
            'Start behind the scenes: hangers, fabrics and hands adjusting the piece; the camera moves between the racks to the fitting-room mirror.',
          'es-ES':
            'Empieza entre bastidores: perchas, telas y manos ajustando la prenda; la cámara pasa entre los percheros hasta el espejo del probador.',
          'fr-FR':
            "Commencez en coulisses : cintres, tissus et mains qui ajustent la pièce ; la caméra passe entre les portants jusqu'au miroir de la cabine.",
          'de-DE':
            'Starte hinter den Kulissen: Bügel, Stoffe und Hände, die das Teil anpassen; die Kamera gleitet zwischen den Ständern zum Spiegel der Umkleide.',
        },
        light: {
          'pt-BR': 'Luz quente e intimista, com recortes de luz e sombra criando textura.',
          'en-US': 'Warm, intimate light with patches of light and shadow adding texture.',
          'es-ES': 'Luz cálida e íntima, con recortes de luz y sombra que crean textura.',
          'fr-FR': "Lumière chaude et intime, jeux d'ombre et de lumière qui créent de la texture.",
          'de-DE': 'Warmes, intimes Licht, Licht- und Schattenflächen erzeugen Textur.',
        },
        en: {
          subject: 'the making of a collection at a local clothing label',
          setting: 'A small atelier with clothing racks, fabric rolls and a fitting-room mirror.',
          action: 'Hands pin and adjust a piece, then the finished garment appears in the mirror.',
          camera: 'Gimbal move between the racks, ending on the mirror reflection.',
        },
      },
    },
  },
  real_estate: {
    label: {
      'pt-BR': 'imóveis',
      'en-US': 'real estate',
      'es-ES': 'inmobiliaria',
      'fr-FR': 'immobilier',
      'de-DE': 'Immobilien',
    },
    vibe: {
      'pt-BR': 'acolhedor',
      'en-US': 'welcoming',
      'es-ES': 'acogedor',
      'fr-FR': 'accueillant',
      'de-DE': 'einladend',
    },
    defaultTone: 'elegant',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com uma tomada aérea de drone descendo até a fachada; a câmera atravessa a porta e revela a sala ampla e iluminada.',
          'en-US':
            'Open with an aerial drone shot descending to the façade; the camera glides through the door to reveal a bright, spacious living room.',
          'es-ES':
            'Abre con una toma aérea de dron que baja hasta la fachada; la cámara cruza la puerta y revela una sala amplia y luminosa.',
          'fr-FR':
            'Ouvrez sur un plan aérien de drone qui descend vers la façade ; la caméra franchit la porte et révèle un séjour vaste et lumineux.',
          'de-DE':
            'Beginne mit einer Drohnenaufnahme, die zur Fassade hinabsinkt; die Kamera gleitet durch die Tür in ein helles, großzügiges Wohnzimmer.',
        },
        light: {
          'pt-BR': 'Luz de golden hour entrando pelas janelas, ambientes claros e céu limpo.',
          'en-US': 'Golden-hour light pouring through the windows, bright rooms and a clear sky.',
          'es-ES':
            'Luz de hora dorada entrando por las ventanas, ambientes claros y cielo despejado.',
          'fr-FR': "Lumière de l'heure dorée à travers les fenêtres, pièces claires, ciel dégagé.",
          'de-DE': 'Licht der goldenen Stunde durch die Fenster, helle Räume, klarer Himmel.',
        },
        en: {
          subject: 'a home for sale presented by a local agency',
          setting: 'A modern building façade and a bright, spacious living room.',
          action:
            'The drone descends to the entrance, the door opens and the living room unfolds in daylight.',
          camera: 'Aerial descent continuing into one smooth gimbal move through the front door.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre uma família recebendo as chaves e entrando em casa pela primeira vez; a steadicam acompanha os passos até a varanda.',
          'en-US':
            'Show a family receiving the keys and walking in for the first time; a steadicam follows their steps out to the balcony.',
          'es-ES':
            'Muestra a una familia recibiendo las llaves y entrando en casa por primera vez; el steadicam sigue sus pasos hasta el balcón.',
          'fr-FR':
            'Montrez une famille qui reçoit les clés et entre chez elle pour la première fois ; la steadicam suit ses pas jusqu’au balcon.',
          'de-DE':
            'Zeige eine Familie, die die Schlüssel bekommt und zum ersten Mal eintritt; die Steadicam folgt ihr bis auf den Balkon.',
        },
        light: {
          'pt-BR': 'Luz natural suave da manhã, tons neutros e sensação de lar.',
          'en-US': 'Soft natural morning light, neutral tones and a feeling of home.',
          'es-ES': 'Luz natural suave de la mañana, tonos neutros y sensación de hogar.',
          'fr-FR': 'Douce lumière naturelle du matin, tons neutres, sensation de foyer.',
          'de-DE': 'Weiches Morgenlicht, neutrale Töne, ein Gefühl von Zuhause.',
        },
        en: {
          subject: 'a family moving into their new home',
          setting: 'A bright new home with a balcony and a view.',
          action:
            'A family receives the keys, steps inside for the first time and walks out to the balcony.',
          camera: 'Steadicam follow shot at eye level, ending wide on the balcony.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos detalhes de acabamento: piso, bancada e vista da janela em planos rápidos; termine num travelling pela área de lazer.',
          'en-US':
            'Start with finishing details: flooring, countertops and the window view in quick shots; end on a tracking shot through the leisure area.',
          'es-ES':
            'Empieza por los detalles de acabado: suelo, encimera y vista desde la ventana en planos rápidos; termina con un travelling por la zona de ocio.',
          'fr-FR':
            'Commencez par les finitions : sol, plan de travail et vue depuis la fenêtre en plans rapides ; terminez par un travelling dans les espaces de loisirs.',
          'de-DE':
            'Starte mit Details der Ausstattung: Boden, Arbeitsplatte und Fensterblick in schnellen Einstellungen; zum Schluss eine Fahrt durch den Freizeitbereich.',
        },
        light: {
          'pt-BR': 'Luz clara de fim de tarde, reflexos suaves nos acabamentos e céu alaranjado.',
          'en-US':
            'Clear late-afternoon light, soft reflections on the finishes and an orange sky.',
          'es-ES':
            'Luz clara de final de tarde, reflejos suaves en los acabados y cielo anaranjado.',
          'fr-FR':
            "Lumière claire de fin d'après-midi, reflets doux sur les finitions, ciel orangé.",
          'de-DE':
            'Klares Licht am Spätnachmittag, sanfte Reflexe auf den Oberflächen, orangefarbener Himmel.',
        },
        en: {
          subject: 'the finishes and amenities of a new residential building',
          setting: 'Interiors with quality finishes and a leisure area with a pool.',
          action:
            'Quick details of flooring, countertops and the view, then the leisure area at sunset.',
          camera: 'Short detail shots, then a long lateral tracking shot along the pool.',
        },
      },
    },
  },
  events: {
    label: {
      'pt-BR': 'eventos',
      'en-US': 'events',
      'es-ES': 'eventos',
      'fr-FR': 'événements',
      'de-DE': 'Events',
    },
    vibe: {
      'pt-BR': 'festivo',
      'en-US': 'festive',
      'es-ES': 'festivo',
      'fr-FR': 'festif',
      'de-DE': 'festlich',
    },
    defaultTone: 'inspiring',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com detalhes da decoração em close, luzes piscando e taças se tocando; a câmera abre devagar até mostrar o espaço inteiro.',
          'en-US':
            'Open with close-ups of the décor, twinkling lights and glasses clinking; the camera slowly widens to the whole venue.',
          'es-ES':
            'Abre con detalles de la decoración en primer plano, luces parpadeando y copas brindando; la cámara se abre despacio hasta todo el espacio.',
          'fr-FR':
            "Ouvrez sur des détails de la décoration en gros plan, lumières scintillantes et verres qui trinquent ; la caméra s'élargit lentement sur tout le lieu.",
          'de-DE':
            'Beginne mit Details der Dekoration in Nahaufnahme, funkelnden Lichtern und klirrenden Gläsern; die Kamera öffnet sich langsam auf den ganzen Raum.',
        },
        light: {
          'pt-BR': 'Luzes de festa desfocadas em bokeh, tons dourados e um brilho mágico.',
          'en-US': 'Party lights in soft bokeh, golden tones and a magical glow.',
          'es-ES': 'Luces de fiesta desenfocadas en bokeh, tonos dorados y un brillo mágico.',
          'fr-FR': 'Lumières de fête en bokeh, tons dorés et une lueur magique.',
          'de-DE': 'Partylichter im Bokeh, goldene Töne, ein magischer Schimmer.',
        },
        en: {
          subject: 'an unforgettable celebration',
          setting:
            'A decorated venue with string lights, centrepieces on the tables and sparkling glasses.',
          action: 'Glasses clink, lights twinkle and the decorated venue is revealed.',
          camera: 'Close-up details, then a slow pull-back to a wide shot of the whole venue.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre os convidados chegando, abraços e a pista cheia; a câmera na mão passeia pela festa em meio à celebração.',
          'en-US':
            'Show guests arriving, hugs and a packed dance floor; a handheld camera moves through the celebration.',
          'es-ES':
            'Muestra a los invitados llegando, abrazos y la pista llena; la cámara en mano recorre la celebración.',
          'fr-FR':
            "Montrez les invités qui arrivent, les embrassades et la piste pleine ; la caméra à l'épaule se promène dans la fête.",
          'de-DE':
            'Zeige ankommende Gäste, Umarmungen und eine volle Tanzfläche; die Handkamera bewegt sich durch die Feier.',
        },
        light: {
          'pt-BR': 'Luz quente de fim de tarde misturada a luzes coloridas de pista.',
          'en-US': 'Warm late-afternoon light mixed with colourful dance-floor lights.',
          'es-ES': 'Luz cálida de atardecer mezclada con luces de colores de la pista.',
          'fr-FR': 'Lumière chaude de fin de journée mêlée aux lumières colorées de la piste.',
          'de-DE': 'Warmes Abendlicht gemischt mit bunten Lichtern der Tanzfläche.',
        },
        en: {
          subject: 'guests celebrating together',
          setting: 'A lively venue with a dance floor and warm lights.',
          action: 'Guests arrive, hug, raise their glasses and fill the dance floor.',
          camera: 'Handheld camera weaving through the guests, with quick cuts on the music.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos preparativos: mãos arrumando a mesa, arranjos e o relógio correndo; termine no instante em que as portas se abrem.',
          'en-US':
            'Start with the preparations: hands setting the table, arrangements and the clock ticking; end the moment the doors open.',
          'es-ES':
            'Empieza por los preparativos: manos poniendo la mesa, arreglos y el reloj corriendo; termina en el instante en que se abren las puertas.',
          'fr-FR':
            "Commencez par les préparatifs : mains qui dressent la table, compositions et horloge qui tourne ; finissez à l'instant où les portes s'ouvrent.",
          'de-DE':
            'Starte mit den Vorbereitungen: Hände decken den Tisch, Gestecke, die Uhr tickt; ende in dem Moment, in dem sich die Türen öffnen.',
        },
        light: {
          'pt-BR': 'Luz suave de velas e cordões de luz, com sombras delicadas.',
          'en-US': 'Soft candlelight and string lights with delicate shadows.',
          'es-ES': 'Luz suave de velas y guirnaldas de luces, con sombras delicadas.',
          'fr-FR': 'Douce lumière de bougies et guirlandes lumineuses, ombres délicates.',
          'de-DE': 'Weiches Kerzenlicht und Lichterketten, zarte Schatten.',
        },
        en: {
          subject: 'the preparations for a special celebration',
          setting: 'A venue being set up, tables half dressed, candles being lit.',
          action:
            'Hands set the table and arrange the centrepieces as the clock ticks; then the doors swing open.',
          camera:
            'Detail shots with a time-lapse feel, ending on a symmetrical wide shot of the doors.',
        },
      },
    },
  },
  education: {
    label: {
      'pt-BR': 'educação',
      'en-US': 'education',
      'es-ES': 'educación',
      'fr-FR': 'éducation',
      'de-DE': 'Bildung',
    },
    vibe: {
      'pt-BR': 'inspirador',
      'en-US': 'inspiring',
      'es-ES': 'inspirador',
      'fr-FR': 'inspirant',
      'de-DE': 'inspirierend',
    },
    defaultTone: 'inspiring',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com um caderno aberto e a primeira lição em close; a câmera recua e revela alguém estudando, concentrado.',
          'en-US':
            'Open on an open workbook and the first lesson in close-up; the camera pulls back to reveal someone studying, focused.',
          'es-ES':
            'Abre con un cuaderno abierto y la primera lección en primer plano; la cámara se aleja y revela a alguien estudiando, concentrado.',
          'fr-FR':
            "Ouvrez sur un cahier ouvert et la première leçon en gros plan ; la caméra recule et révèle quelqu'un qui étudie, concentré.",
          'de-DE':
            'Beginne mit einem aufgeschlagenen Heft und der ersten Lektion in Nahaufnahme; die Kamera zieht zurück und zeigt jemanden, der konzentriert lernt.',
        },
        light: {
          'pt-BR': 'Luz clara de dia, ambiente organizado e cores vivas em azul e amarelo.',
          'en-US': 'Clear daylight, a tidy space and lively blue and yellow accents.',
          'es-ES': 'Luz clara de día, espacio ordenado y colores vivos en azul y amarillo.',
          'fr-FR': 'Lumière claire du jour, espace ordonné, couleurs vives bleu et jaune.',
          'de-DE': 'Klares Tageslicht, aufgeräumter Raum, lebendige Akzente in Blau und Gelb.',
        },
        en: {
          subject: 'learning something new with a local teacher',
          setting: 'A tidy study desk with a workbook, pens and blue and yellow accents.',
          action: 'A page turns to the first lesson and the student writes, fully focused.',
          camera: 'Close-up on the page, then a slow pull-back to a medium shot of the student.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre o momento em que tudo faz sentido: o aluno entende, sorri e comemora; a câmera se aproxima devagar do rosto.',
          'en-US':
            'Show the lightbulb moment: the student gets it, smiles and celebrates; the camera slowly moves in on their face.',
          'es-ES':
            'Muestra el momento en que todo encaja: el alumno entiende, sonríe y celebra; la cámara se acerca despacio a su rostro.',
          'fr-FR':
            "Montrez le déclic : l'élève comprend, sourit et se réjouit ; la caméra s'approche lentement de son visage.",
          'de-DE':
            'Zeige den Aha-Moment: die lernende Person versteht, lächelt und freut sich; die Kamera fährt langsam an ihr Gesicht heran.',
        },
        light: {
          'pt-BR': 'Luz suave de janela, tons quentes e fundo levemente desfocado.',
          'en-US': 'Soft window light, warm tones and a slightly blurred background.',
          'es-ES': 'Luz suave de ventana, tonos cálidos y fondo ligeramente desenfocado.',
          'fr-FR': 'Lumière douce de fenêtre, tons chauds, arrière-plan légèrement flou.',
          'de-DE': 'Weiches Fensterlicht, warme Töne, leicht unscharfer Hintergrund.',
        },
        en: {
          subject: 'the moment a student finally understands',
          setting: 'A warm study corner by a window.',
          action: 'The student solves the problem, smiles and celebrates with a small fist pump.',
          camera: 'Slow push-in from a medium shot to a close-up of the face.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece com o professor explicando no quadro em planos rápidos; a câmera desliza pela sala até a turma participando.',
          'en-US':
            'Start with the teacher explaining at the board in quick shots; the camera glides across the room to the group joining in.',
          'es-ES':
            'Empieza con el profesor explicando en la pizarra en planos rápidos; la cámara se desliza por la sala hasta el grupo participando.',
          'fr-FR':
            "Commencez par le professeur qui explique au tableau en plans rapides ; la caméra glisse dans la salle jusqu'au groupe qui participe.",
          'de-DE':
            'Starte mit der Lehrkraft, die an der Tafel erklärt, in schnellen Einstellungen; die Kamera gleitet durch den Raum zur Gruppe, die mitmacht.',
        },
        light: {
          'pt-BR': 'Luz ampla e uniforme, cores vivas e clima de descoberta.',
          'en-US': 'Even, open light, bright colours and a sense of discovery.',
          'es-ES': 'Luz amplia y uniforme, colores vivos y ambiente de descubrimiento.',
          'fr-FR': 'Lumière ample et uniforme, couleurs vives, ambiance de découverte.',
          'de-DE': 'Gleichmäßiges, offenes Licht, kräftige Farben, eine Stimmung des Entdeckens.',
        },
        en: {
          subject: 'a teacher and an engaged group of students',
          setting: 'A bright classroom or studio with a board and colourful materials.',
          action: 'The teacher explains at the board, then the group raises hands and joins in.',
          camera: 'Quick cuts at the board, then a lateral glide across the room.',
        },
      },
    },
  },
  health: {
    label: {
      'pt-BR': 'saúde',
      'en-US': 'health',
      'es-ES': 'salud',
      'fr-FR': 'santé',
      'de-DE': 'Gesundheit',
    },
    vibe: {
      'pt-BR': 'confiável',
      'en-US': 'trustworthy',
      'es-ES': 'confiable',
      'fr-FR': 'rassurant',
      'de-DE': 'vertrauensvoll',
    },
    defaultTone: 'professional',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com um sorriso confiante em close; a câmera recua devagar e revela o consultório claro e organizado.',
          'en-US':
            'Open on a confident smile in close-up; the camera slowly pulls back to reveal a bright, tidy practice.',
          'es-ES':
            'Abre con una sonrisa segura en primer plano; la cámara se aleja despacio y revela un espacio claro y ordenado.',
          'fr-FR':
            'Ouvrez sur un sourire confiant en gros plan ; la caméra recule lentement et révèle un cabinet clair et ordonné.',
          'de-DE':
            'Beginne mit einem selbstbewussten Lächeln in Nahaufnahme; die Kamera zieht langsam zurück und zeigt eine helle, aufgeräumte Praxis.',
        },
        light: {
          'pt-BR': 'Luz branca e suave, ambiente limpo com toques de verde e azul.',
          'en-US': 'Soft white light, a clean space with touches of green and blue.',
          'es-ES': 'Luz blanca y suave, espacio limpio con toques de verde y azul.',
          'fr-FR': 'Lumière blanche et douce, espace net avec des touches de vert et de bleu.',
          'de-DE': 'Weiches weißes Licht, sauberer Raum mit Akzenten in Grün und Blau.',
        },
        en: {
          subject: 'confident smiles and good care at a local practice',
          setting: 'A bright, modern, spotless treatment room with green and blue accents.',
          action: 'A patient smiles confidently, then the calm, organised room is revealed.',
          camera: 'Close-up on the smile, then a slow, steady pull-back to a wide shot.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre quem atende recebendo o paciente com calma, olhar atento e um gesto tranquilo; câmera estável em plano médio.',
          'en-US':
            'Show the specialist welcoming the patient calmly, attentive eyes and a reassuring gesture; steady camera in a medium shot.',
          'es-ES':
            'Muestra a quien atiende recibiendo al paciente con calma, mirada atenta y un gesto tranquilo; cámara estable en plano medio.',
          'fr-FR':
            'Montrez le praticien qui accueille le patient avec calme, regard attentif et geste rassurant ; caméra stable en plan moyen.',
          'de-DE':
            'Zeige, wie die Fachkraft den Patienten ruhig empfängt, mit aufmerksamem Blick und beruhigender Geste; ruhige Kamera, halbnahe Einstellung.',
        },
        light: {
          'pt-BR': 'Luz natural difusa e tons neutros que transmitem tranquilidade.',
          'en-US': 'Diffused natural light and neutral tones that feel calm.',
          'es-ES': 'Luz natural difusa y tonos neutros que transmiten tranquilidad.',
          'fr-FR': 'Lumière naturelle diffuse, tons neutres qui apaisent.',
          'de-DE': 'Diffuses Tageslicht und neutrale Töne, die Ruhe ausstrahlen.',
        },
        en: {
          subject: 'caring, attentive treatment at a local practice',
          setting: 'A calm reception and treatment room with natural light.',
          action:
            'The specialist welcomes the patient, listens carefully and explains with a reassuring gesture.',
          camera: 'Steady medium shots on a tripod, gentle cuts between the two faces.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos detalhes do cuidado: instrumentos esterilizados, luvas e mãos precisas em macro; termine no resultado, em plano aberto.',
          'en-US':
            'Start with the details of care: sterilised instruments, gloves and precise hands in macro; end on the result in a wide shot.',
          'es-ES':
            'Empieza por los detalles del cuidado: instrumentos esterilizados, guantes y manos precisas en macro; termina en el resultado, en plano abierto.',
          'fr-FR':
            'Commencez par les détails du soin : instruments stérilisés, gants et mains précises en macro ; terminez sur le résultat en plan large.',
          'de-DE':
            'Starte mit Details der Behandlung: sterile Instrumente, Handschuhe und präzise Hände im Makro; ende mit dem Ergebnis in der Totalen.',
        },
        light: {
          'pt-BR': 'Luz clínica suave, sem sombras duras, com brilho limpo nos detalhes.',
          'en-US': 'Soft clinical light, no harsh shadows, a clean sheen on the details.',
          'es-ES': 'Luz clínica suave, sin sombras duras, con brillo limpio en los detalles.',
          'fr-FR': 'Lumière clinique douce, sans ombres dures, éclat net sur les détails.',
          'de-DE': 'Sanftes klinisches Licht ohne harte Schatten, klarer Glanz auf den Details.',
        },
        en: {
          subject: 'the precision and hygiene behind a treatment',
          setting: 'A spotless treatment room with sterilised instruments laid out.',
          action:
            'Gloved hands prepare the instruments and work with precision; the happy result follows.',
          camera: 'Macro detail shots, then a steady wide shot of the result.',
        },
      },
    },
  },
  pets: {
    label: {
      'pt-BR': 'pet shop',
      'en-US': 'pets',
      'es-ES': 'mascotas',
      'fr-FR': 'animaux',
      'de-DE': 'Haustiere',
    },
    vibe: {
      'pt-BR': 'carinhoso',
      'en-US': 'loving',
      'es-ES': 'cariñoso',
      'fr-FR': 'affectueux',
      'de-DE': 'liebevoll',
    },
    defaultTone: 'fun',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com um focinho curioso entrando no quadro em close; a câmera recua e revela o pet de banho tomado, abanando o rabo.',
          'en-US':
            'Open on a curious snout poking into frame in close-up; the camera pulls back to reveal a freshly groomed pet wagging its tail.',
          'es-ES':
            'Abre con un hocico curioso entrando en cuadro en primer plano; la cámara se aleja y revela a la mascota recién bañada, moviendo la cola.',
          'fr-FR':
            "Ouvrez sur une truffe curieuse qui entre dans le cadre en gros plan ; la caméra recule et révèle l'animal tout propre qui remue la queue.",
          'de-DE':
            'Beginne mit einer neugierigen Schnauze, die ins Bild ragt; die Kamera zieht zurück und zeigt das frisch gepflegte Tier, das mit dem Schwanz wedelt.',
        },
        light: {
          'pt-BR': 'Luz clara e viva, fundo limpo e tons de laranja e verde-água.',
          'en-US': 'Bright, lively light, a clean background and orange and teal tones.',
          'es-ES': 'Luz clara y viva, fondo limpio y tonos naranja y verde agua.',
          'fr-FR': 'Lumière claire et vive, fond épuré, tons orange et bleu-vert.',
          'de-DE': 'Helles, lebendiges Licht, klarer Hintergrund, Orange- und Petroltöne.',
        },
        en: {
          subject: 'a happy, freshly groomed pet',
          setting: 'A clean, bright space with orange and teal accents.',
          action:
            'A curious snout pokes into frame, then the fluffy pet wags its tail and tilts its head.',
          camera: 'Close-up at pet height, then a gentle pull-back to a medium shot.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre o tutor reencontrando o bichinho, com pulos e lambidas; câmera baixa, na altura do pet, acompanhando o reencontro.',
          'en-US':
            'Show the owner reuniting with their pet, jumps and licks; a low camera at pet height follows the reunion.',
          'es-ES':
            'Muestra al dueño reencontrándose con su mascota, saltos y lametones; cámara baja, a la altura del animal, siguiendo el reencuentro.',
          'fr-FR':
            "Montrez le maître qui retrouve son compagnon, sauts et léchouilles ; caméra basse, à hauteur d'animal, qui suit les retrouvailles.",
          'de-DE':
            'Zeige das Wiedersehen von Mensch und Tier, Sprünge und Schlecker; eine tiefe Kamera auf Tierhöhe begleitet den Moment.',
        },
        light: {
          'pt-BR': 'Luz natural de dia, cores quentes e grama ou piso claro ao fundo.',
          'en-US': 'Natural daylight, warm colours and grass or a light floor in the background.',
          'es-ES': 'Luz natural de día, colores cálidos y césped o suelo claro al fondo.',
          'fr-FR': 'Lumière naturelle du jour, couleurs chaudes, herbe ou sol clair au fond.',
          'de-DE': 'Natürliches Tageslicht, warme Farben, Rasen oder heller Boden im Hintergrund.',
        },
        en: {
          subject: 'the joy of a pet reuniting with its owner',
          setting: 'A bright entrance or lawn in daylight.',
          action: 'The pet runs, jumps into the arms of its owner and covers them in licks.',
          camera: 'Low camera at pet height, following the run, then a close-up on the hug.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelo cuidado: espuma do banho, o pente deslizando no pelo e o laço final em câmera lenta; termine com o pet posando.',
          'en-US':
            'Start with the care: bath foam, a brush gliding through the fur and the final bow in slow motion; end with the pet posing.',
          'es-ES':
            'Empieza por el cuidado: espuma del baño, el cepillo deslizándose por el pelaje y el lazo final en cámara lenta; termina con la mascota posando.',
          'fr-FR':
            "Commencez par les soins : mousse du bain, brosse qui glisse dans le pelage et nœud final au ralenti ; finissez sur l'animal qui pose.",
          'de-DE':
            'Starte mit der Pflege: Badeschaum, eine Bürste gleitet durchs Fell, die Schleife zum Schluss in Zeitlupe; ende mit dem posierenden Tier.',
        },
        light: {
          'pt-BR': 'Luz suave e limpa, bolhas de sabão brilhando no contraluz.',
          'en-US': 'Soft, clean light with soap bubbles glinting in the backlight.',
          'es-ES': 'Luz suave y limpia, burbujas de jabón brillando a contraluz.',
          'fr-FR': 'Lumière douce et nette, bulles de savon qui brillent en contre-jour.',
          'de-DE': 'Weiches, klares Licht, Seifenblasen glitzern im Gegenlicht.',
        },
        en: {
          subject: 'a careful bath and grooming session for a pet',
          setting: 'A clean grooming station with towels, brushes and soap bubbles.',
          action:
            'Foam, a brush gliding through the fur and a bow tied at the end; the pet poses proudly.',
          camera: 'Slow-motion close-ups, ending on a centred medium shot of the pet.',
        },
      },
    },
  },
  tech: {
    label: {
      'pt-BR': 'tecnologia',
      'en-US': 'tech',
      'es-ES': 'tecnología',
      'fr-FR': 'high-tech',
      'de-DE': 'Technik',
    },
    vibe: {
      'pt-BR': 'moderno',
      'en-US': 'modern',
      'es-ES': 'moderno',
      'fr-FR': 'moderne',
      'de-DE': 'modern',
    },
    defaultTone: 'professional',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com o aparelho girando sobre um fundo escuro, reflexos correndo pela tela; a câmera faz um zoom preciso nos detalhes.',
          'en-US':
            'Open with the device turning on a dark backdrop, reflections sweeping across the screen; the camera makes a precise zoom into the details.',
          'es-ES':
            'Abre con el dispositivo girando sobre un fondo oscuro, reflejos recorriendo la pantalla; la cámara hace un zoom preciso a los detalles.',
          'fr-FR':
            "Ouvrez sur l'appareil qui tourne sur un fond sombre, des reflets qui balaient l'écran ; la caméra zoome avec précision sur les détails.",
          'de-DE':
            'Beginne mit dem Gerät, das sich vor dunklem Hintergrund dreht, Reflexe gleiten über das Display; die Kamera zoomt präzise auf die Details.',
        },
        light: {
          'pt-BR': 'Luz de recorte em neon azul e roxo, reflexos nítidos e preto profundo.',
          'en-US': 'Blue and purple neon rim light, crisp reflections and deep blacks.',
          'es-ES': 'Luz de contorno en neón azul y morado, reflejos nítidos y negros profundos.',
          'fr-FR': 'Lumière de contour néon bleu et violet, reflets nets, noirs profonds.',
          'de-DE': 'Kantenlicht in Neonblau und Violett, scharfe Reflexe, tiefes Schwarz.',
        },
        en: {
          subject: 'the latest gadget, presented by a local tech specialist',
          setting: 'A dark seamless backdrop with neon rim lights.',
          action: 'The device rotates slowly as light sweeps across the screen and edges.',
          camera: 'Turntable shot with a precise push-in on the details.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre alguém usando o produto no dia a dia, resolvendo algo com um toque e sorrindo; cortes rápidos entre mãos e rosto.',
          'en-US':
            'Show someone using the product in everyday life, solving something with one tap and smiling; quick cuts between hands and face.',
          'es-ES':
            'Muestra a alguien usando el producto en el día a día, resolviendo algo con un toque y sonriendo; cortes rápidos entre manos y rostro.',
          'fr-FR':
            "Montrez quelqu'un qui utilise le produit au quotidien, règle un souci d'un geste et sourit ; coupes rapides entre mains et visage.",
          'de-DE':
            'Zeige jemanden, der das Produkt im Alltag nutzt, mit einem Tippen etwas löst und lächelt; schnelle Schnitte zwischen Händen und Gesicht.',
        },
        light: {
          'pt-BR': 'Luz natural clara de ambiente moderno, com brilho suave das telas.',
          'en-US': 'Clear natural light in a modern space, with the soft glow of screens.',
          'es-ES':
            'Luz natural clara en un ambiente moderno, con el brillo suave de las pantallas.',
          'fr-FR': 'Lumière naturelle claire dans un espace moderne, douce lueur des écrans.',
          'de-DE': 'Klares Tageslicht in einem modernen Raum, sanftes Leuchten der Bildschirme.',
        },
        en: {
          subject: 'technology making everyday life easier',
          setting: 'A bright, modern living space or kitchen table.',
          action: 'Someone solves a task with a single tap, smiles and moves on with their day.',
          camera: 'Quick cuts between over-the-shoulder screen shots and the smiling face.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece com as peças e a montagem em macro, chips e conectores se encaixando; a câmera recua até o aparelho pronto, ligando.',
          'en-US':
            'Start with parts and assembly in macro, chips and connectors clicking into place; the camera pulls back to the finished device powering on.',
          'es-ES':
            'Empieza con las piezas y el montaje en macro, chips y conectores encajando; la cámara se aleja hasta el dispositivo listo, encendiéndose.',
          'fr-FR':
            "Commencez par les pièces et l'assemblage en macro, puces et connecteurs qui s'emboîtent ; la caméra recule jusqu'à l'appareil prêt qui s'allume.",
          'de-DE':
            'Starte mit Bauteilen und Montage im Makro, Chips und Stecker rasten ein; die Kamera zieht zurück bis zum fertigen Gerät, das angeht.',
        },
        light: {
          'pt-BR': 'Luz fria e precisa com feixes de luz e partículas no ar.',
          'en-US': 'Cool, precise light with light beams and particles in the air.',
          'es-ES': 'Luz fría y precisa con haces de luz y partículas en el aire.',
          'fr-FR': "Lumière froide et précise, faisceaux lumineux et particules dans l'air.",
          'de-DE': 'Kühles, präzises Licht mit Lichtstrahlen und Partikeln in der Luft.',
        },
        en: {
          subject: 'the engineering inside a modern device',
          setting: 'A dark technical workbench with beams of cool light.',
          action: 'Chips and connectors click into place, then the finished device powers on.',
          camera: 'Macro slider shots, then a pull-back to the device as its screen lights up.',
        },
      },
    },
  },
  retail: {
    label: {
      'pt-BR': 'loja',
      'en-US': 'retail',
      'es-ES': 'comercio',
      'fr-FR': 'commerce',
      'de-DE': 'Handel',
    },
    vibe: {
      'pt-BR': 'convidativo',
      'en-US': 'inviting',
      'es-ES': 'atractivo',
      'fr-FR': 'attrayant',
      'de-DE': 'einladend',
    },
    defaultTone: 'fun',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com os produtos em destaque na prateleira em close; a câmera passa por eles em travelling e para no mais desejado.',
          'en-US':
            'Open with the featured products on the shelf in close-up; the camera tracks past them and stops on the most wanted one.',
          'es-ES':
            'Abre con los productos destacados en el estante en primer plano; la cámara pasa por ellos en travelling y se detiene en el más deseado.',
          'fr-FR':
            "Ouvrez sur les produits phares en rayon en gros plan ; la caméra les longe en travelling et s'arrête sur le plus convoité.",
          'de-DE':
            'Beginne mit den wichtigsten Produkten im Regal in Nahaufnahme; die Kamera fährt an ihnen vorbei und stoppt beim begehrtesten.',
        },
        light: {
          'pt-BR': 'Luz clara e convidativa, cores vivas e vitrine brilhando.',
          'en-US': 'Bright, inviting light, vivid colours and a gleaming window display.',
          'es-ES': 'Luz clara y acogedora, colores vivos y escaparate brillante.',
          'fr-FR': 'Lumière claire et accueillante, couleurs vives, vitrine éclatante.',
          'de-DE': 'Helles, einladendes Licht, kräftige Farben, ein glänzendes Schaufenster.',
        },
        en: {
          subject: 'the featured products of a neighbourhood store',
          setting: 'Well-stocked shelves and a gleaming window display.',
          action: 'Products line the shelves; one is picked up and turned towards the camera.',
          camera: 'Lateral tracking shot along the shelf, stopping on the hero product.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre um cliente entrando na loja, escolhendo e saindo feliz com a sacola; câmera na mão, acompanhando de perto.',
          'en-US':
            'Show a customer walking into the store, picking something and leaving happy with the bag; handheld camera, close behind.',
          'es-ES':
            'Muestra a un cliente entrando en la tienda, eligiendo y saliendo feliz con su compra; cámara en mano, siguiéndolo de cerca.',
          'fr-FR':
            "Montrez un client qui entre dans le magasin, choisit et repart ravi avec son sac ; caméra à l'épaule, tout près.",
          'de-DE':
            'Zeige einen Kunden, der den Laden betritt, etwas aussucht und zufrieden mit der Tüte geht; Handkamera, dicht dran.',
        },
        light: {
          'pt-BR': 'Luz quente de ambiente, com pontos de luz nas prateleiras.',
          'en-US': 'Warm ambient light with spotlights on the shelves.',
          'es-ES': 'Luz ambiente cálida, con puntos de luz en los estantes.',
          'fr-FR': "Lumière d'ambiance chaude, spots sur les rayons.",
          'de-DE': 'Warmes Raumlicht mit Spots auf den Regalen.',
        },
        en: {
          subject: 'a happy customer at a neighbourhood store',
          setting: 'A welcoming store with warm lights and tidy shelves.',
          action: 'A customer walks in, picks a product, pays and leaves smiling with the bag.',
          camera: 'Handheld follow shot from behind, then a medium shot of the smile at the door.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece montando a vitrine: mãos arrumando os produtos e as etiquetas em cortes rápidos; termine com a porta se abrindo para o público.',
          'en-US':
            'Start by building the display: hands arranging products and tags in quick cuts; end with the doors opening to the public.',
          'es-ES':
            'Empieza montando el escaparate: manos colocando productos y etiquetas en cortes rápidos; termina con la puerta abriéndose al público.',
          'fr-FR':
            "Commencez par la mise en place de la vitrine : mains qui disposent produits et étiquettes en coupes rapides ; finissez sur la porte qui s'ouvre au public.",
          'de-DE':
            'Starte mit dem Dekorieren des Schaufensters: Hände arrangieren Produkte und Etiketten in schnellen Schnitten; ende mit der Tür, die sich öffnet.',
        },
        light: {
          'pt-BR': 'Luz de manhã entrando pela porta, clima de dia começando.',
          'en-US': 'Morning light coming through the door, the feel of a day beginning.',
          'es-ES': 'Luz de mañana entrando por la puerta, ambiente de día que empieza.',
          'fr-FR': 'Lumière du matin qui entre par la porte, ambiance de journée qui commence.',
          'de-DE': 'Morgenlicht fällt durch die Tür, ein neuer Tag beginnt.',
        },
        en: {
          subject: 'getting a neighbourhood store ready for the day',
          setting: 'A store before opening, morning light at the door.',
          action: 'Hands arrange products and price tags in the window, then the doors open.',
          camera: 'Quick detail cuts, ending on a symmetrical shot of the opening doors.',
        },
      },
    },
  },
  generic: {
    label: {
      'pt-BR': 'negócio local',
      'en-US': 'local business',
      'es-ES': 'negocio local',
      'fr-FR': 'entreprise locale',
      'de-DE': 'lokales Unternehmen',
    },
    vibe: {
      'pt-BR': 'próximo',
      'en-US': 'friendly',
      'es-ES': 'cercano',
      'fr-FR': 'convivial',
      'de-DE': 'sympathisch',
    },
    defaultTone: 'professional',
    scenes: {
      hero: {
        scene: {
          'pt-BR':
            'Abra com o principal produto ou serviço em close, em movimento lento; a câmera revela aos poucos o espaço e quem faz acontecer.',
          'en-US':
            'Open on the main product or service in close-up, in slow motion; the camera gradually reveals the space and the people behind it.',
          'es-ES':
            'Abre con el producto o servicio principal en primer plano, en cámara lenta; la cámara revela poco a poco el espacio y a quienes lo hacen posible.',
          'fr-FR':
            "Ouvrez sur le produit ou le service phare en gros plan, au ralenti ; la caméra dévoile peu à peu le lieu et l'équipe.",
          'de-DE':
            'Beginne mit dem wichtigsten Produkt oder Service in Nahaufnahme, in Zeitlupe; die Kamera zeigt nach und nach den Ort und das Team.',
        },
        light: {
          'pt-BR': 'Luz natural e quente, cores da marca e fundo limpo.',
          'en-US': 'Warm natural light, brand colours and a clean background.',
          'es-ES': 'Luz natural y cálida, colores de la marca y fondo limpio.',
          'fr-FR': 'Lumière naturelle et chaude, couleurs de la marque, fond épuré.',
          'de-DE': 'Warmes Tageslicht, Markenfarben, klarer Hintergrund.',
        },
        en: {
          subject: 'the main product or service of a local business',
          setting: 'The business premises, tidy and welcoming, in brand colours.',
          action:
            'The product or service is shown in detail, then the space and the team come into view.',
          camera: 'Slow-motion close-up, then a smooth pull-back to a wide shot.',
        },
      },
      people: {
        scene: {
          'pt-BR':
            'Mostre um cliente sendo atendido com atenção e saindo satisfeito; a câmera acompanha o momento em plano médio, bem natural.',
          'en-US':
            'Show a customer being served with care and leaving satisfied; the camera follows in a natural medium shot.',
          'es-ES':
            'Muestra a un cliente atendido con dedicación y saliendo satisfecho; la cámara acompaña el momento en plano medio, muy natural.',
          'fr-FR':
            'Montrez un client bien accueilli qui repart satisfait ; la caméra accompagne le moment en plan moyen, très naturel.',
          'de-DE':
            'Zeige einen Kunden, der aufmerksam bedient wird und zufrieden geht; die Kamera begleitet den Moment natürlich in der Halbnahen.',
        },
        light: {
          'pt-BR': 'Luz suave de dia, tons acolhedores e ambiente organizado.',
          'en-US': 'Soft daylight, welcoming tones and a tidy space.',
          'es-ES': 'Luz suave de día, tonos acogedores y espacio ordenado.',
          'fr-FR': 'Lumière douce du jour, tons accueillants, espace ordonné.',
          'de-DE': 'Weiches Tageslicht, einladende Töne, aufgeräumter Raum.',
        },
        en: {
          subject: 'a satisfied customer of a local business',
          setting: 'A welcoming front desk or counter in soft daylight.',
          action: 'A customer is served with care, thanks the team and leaves satisfied.',
          camera: 'Natural medium shots on a gimbal, following the customer to the door.',
        },
      },
      craft: {
        scene: {
          'pt-BR':
            'Comece pelos bastidores: mãos trabalhando, detalhes e ferramentas em cortes rápidos; termine com a equipe olhando para a câmera.',
          'en-US':
            'Start behind the scenes: hands at work, details and tools in quick cuts; end with the team facing the camera.',
          'es-ES':
            'Empieza entre bastidores: manos trabajando, detalles y herramientas en cortes rápidos; termina con el equipo mirando a cámara.',
          'fr-FR':
            "Commencez en coulisses : mains au travail, détails et outils en coupes rapides ; finissez sur l'équipe qui regarde la caméra.",
          'de-DE':
            'Starte hinter den Kulissen: Hände bei der Arbeit, Details und Werkzeuge in schnellen Schnitten; ende mit dem Team, das in die Kamera blickt.',
        },
        light: {
          'pt-BR': 'Luz lateral quente que valoriza texturas e gestos.',
          'en-US': 'Warm side light that brings out textures and gestures.',
          'es-ES': 'Luz lateral cálida que realza texturas y gestos.',
          'fr-FR': 'Lumière latérale chaude qui met en valeur textures et gestes.',
          'de-DE': 'Warmes Seitenlicht, das Texturen und Gesten betont.',
        },
        en: {
          subject: 'the people and the work behind a local business',
          setting: 'The workspace behind the counter, tools and materials at hand.',
          action: 'Hands at work in quick details, then the team lines up and faces the camera.',
          camera: 'Quick detail cuts, ending on a steady group shot.',
        },
      },
    },
  },
};
