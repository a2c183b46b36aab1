import type { Locale } from '@cena/contracts';

/** The five things the chat assistant asks about, in the order it asks. */
export const CHAT_SLOTS = ['business', 'offer', 'audience', 'tone', 'cta'] as const;
export type ChatSlot = (typeof CHAT_SLOTS)[number];

export interface ChatTexts {
  greeting: string;
  /**
   * After the greeting, when the brand kit (the customer's 'Minha marca' screen) has answered
   * questions the chat therefore skips.
   */
  fromKit: string;
  restart: string;
  acknowledgements: readonly string[];
  questions: Readonly<Record<ChatSlot, string>>;
  done: string;
  /** Labels for the answers that direct the video (the audience, a mood in the customer's words). */
  labels: { audience: string; mood: string };
}

export const CHAT_TEXTS: Readonly<Record<Locale, ChatTexts>> = {
  'pt-BR': {
    greeting: 'Oi! Vou te ajudar a montar o texto do seu vídeo, uma pergunta de cada vez.',
    fromKit: 'Já peguei o que você salvou em Minha marca, então não vou perguntar de novo.',
    restart: 'Combinado, vamos começar do zero!',
    acknowledgements: ['Anotado!', 'Perfeito.', 'Ótimo!', 'Boa!'],
    questions: {
      business: 'Para começar, me conta: qual é o seu negócio e como ele se chama?',
      offer:
        'Qual produto, serviço ou oferta você quer mostrar no vídeo? Se tiver preço ou data, pode mandar também.',
      audience:
        'Para quem é esse vídeo? Por exemplo: famílias do bairro, quem treina cedo, noivas…',
      tone: 'Qual clima você prefere: profissional, divertido, inspirador ou elegante?',
      cta: 'Para fechar: o que a pessoa deve fazer depois de ver o vídeo? Chamar no WhatsApp, seguir seu @, visitar a loja…',
    },
    done: 'Pronto! Juntei suas respostas no texto abaixo, que é o que aparece no vídeo. Ajuste o que quiser e gere o vídeo.',
    labels: { audience: 'Público', mood: 'Clima' },
  },
  'en-US': {
    greeting: "Hi! I'll help you put your video's text together, one question at a time.",
    fromKit: "I've already got what you saved in My brand, so I won't ask for it again.",
    restart: "Sure, let's start from scratch!",
    acknowledgements: ['Got it!', 'Perfect.', 'Great!', 'Nice!'],
    questions: {
      business: 'First, tell me: what is your business and what is it called?',
      offer:
        "What product, service or offer do you want to show in the video? If there's a price or a date, send it too.",
      audience:
        'Who is this video for? For example: local families, early risers who train, brides-to-be…',
      tone: 'Which mood do you prefer: professional, fun, inspiring or elegant?',
      cta: 'Last one: what should people do after watching? Message you on WhatsApp, follow your @, visit the store…',
    },
    done: "Done! I've put your answers together in the text below: that's what the video shows. Adjust anything you like, then generate the video.",
    labels: { audience: 'Audience', mood: 'Mood' },
  },
  'es-ES': {
    greeting: '¡Hola! Te ayudo a armar el texto de tu vídeo, una pregunta a la vez.',
    fromKit: 'Ya tengo lo que guardaste en Mi marca, así que no te lo vuelvo a preguntar.',
    restart: '¡Vale, empecemos de cero!',
    acknowledgements: ['¡Anotado!', 'Perfecto.', '¡Genial!', '¡Bien!'],
    questions: {
      business: 'Para empezar, cuéntame: ¿cuál es tu negocio y cómo se llama?',
      offer:
        '¿Qué producto, servicio u oferta quieres mostrar en el vídeo? Si hay precio o fecha, envíalos también.',
      audience:
        '¿Para quién es este vídeo? Por ejemplo: familias del barrio, quienes entrenan temprano, novias…',
      tone: '¿Qué ambiente prefieres: profesional, divertido, inspirador o elegante?',
      cta: 'Para terminar: ¿qué debe hacer la gente después de ver el vídeo? Escribirte por WhatsApp, seguir tu @, visitar la tienda…',
    },
    done: '¡Listo! Junté tus respuestas en el texto de abajo, que es lo que aparece en el vídeo. Ajusta lo que quieras y genera el vídeo.',
    labels: { audience: 'Público', mood: 'Ambiente' },
  },
  'fr-FR': {
    greeting:
      'Bonjour ! Je vous aide à construire le texte de votre vidéo, une question à la fois.',
    fromKit:
      "J'ai déjà ce que vous avez enregistré dans Ma marque, je ne vous le redemanderai pas.",
    restart: "D'accord, on repart de zéro !",
    acknowledgements: ['Noté !', 'Parfait.', 'Très bien !', 'Super !'],
    questions: {
      business:
        "Pour commencer, dites-moi : quelle est votre activité et comment s'appelle-t-elle ?",
      offer:
        "Quel produit, service ou offre voulez-vous montrer dans la vidéo ? S'il y a un prix ou une date, envoyez-les aussi.",
      audience:
        "À qui s'adresse cette vidéo ? Par exemple : les familles du quartier, les sportifs du matin, les futurs mariés…",
      tone: 'Quelle ambiance préférez-vous : professionnelle, ludique, inspirante ou élégante ?',
      cta: 'Pour finir : que doit faire la personne après avoir vu la vidéo ? Vous écrire sur WhatsApp, suivre votre @, passer vous voir…',
    },
    done: "C'est prêt ! J'ai réuni vos réponses dans le texte ci-dessous : c'est lui qui apparaît dans la vidéo. Modifiez ce que vous voulez, puis générez la vidéo.",
    labels: { audience: 'Public', mood: 'Ambiance' },
  },
  'de-DE': {
    greeting:
      'Hallo! Ich helfe dir, den Text für dein Video zu bauen, eine Frage nach der anderen.',
    fromKit:
      'Was du unter Meine Marke gespeichert hast, habe ich schon, danach frage ich nicht noch einmal.',
    restart: 'Alles klar, wir fangen von vorne an!',
    acknowledgements: ['Notiert!', 'Perfekt.', 'Super!', 'Prima!'],
    questions: {
      business: 'Zum Start: Was ist dein Geschäft und wie heißt es?',
      offer:
        'Welches Produkt, welchen Service oder welches Angebot willst du im Video zeigen? Wenn es einen Preis oder ein Datum gibt, schick beides mit.',
      audience:
        'Für wen ist das Video? Zum Beispiel: Familien aus der Nachbarschaft, Frühsportler, Brautpaare…',
      tone: 'Welche Stimmung magst du: professionell, verspielt, inspirierend oder elegant?',
      cta: 'Zum Schluss: Was sollen die Leute nach dem Video tun? Dir auf WhatsApp schreiben, deinem @ folgen, vorbeikommen…',
    },
    done: 'Fertig! Ich habe deine Antworten unten zusammengestellt: Genau dieser Text erscheint im Video. Pass an, was du willst, und erstelle dann das Video.',
    labels: { audience: 'Zielgruppe', mood: 'Stimmung' },
  },
};
