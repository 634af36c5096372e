import type { AppLocaleTexts } from '../appText';

/** The reference app's own texts in es (the widgets' are `@wacrm/crm-widgets/locales/es`). */
export const es: AppLocaleTexts = {
  language: 'Idioma',
  threadMenu: 'Área de trabajo',
  logout: 'Cerrar sesión',

  // components/componentText.ts
  commonLoading: 'Cargando…',
  commonBookDemo: 'Agenda una demo',
  commonBrandHome: 'Inicio de Wacrm',
  commonGoHome: 'Ir a la página de inicio',
  profileErrorTitle: 'No se pudo cargar tu espacio de trabajo',
  profileErrorRetry: 'Reintentar',
  profileErrorLogOut: 'Cerrar sesión',
  routeErrorTitle: 'No se pudo cargar esta página',
  routeErrorHint: 'Revisa tu conexión e inténtalo de nuevo.',
  routeErrorReload: 'Recargar la página',

  // auth/authPageText.ts
  authLoginTitle: 'Inicia sesión en Wacrm',
  authLoginDocumentTitle: 'Iniciar sesión',
  authNewToWacrm: '¿Eres nuevo en Wacrm?',
  authCreateAccount: 'Crea una cuenta',
  authRegisterTitle: 'Comienza tu prueba gratuita',
  authHaveAccount: '¿Ya tienes una cuenta?',
  authLogIn: 'Inicia sesión',
  authCompleteTitle: 'Completa tu registro',
  authBackToRegistration: 'Volver al registro',
  authLoadingForm: 'Cargando el formulario',
  authSessionExpired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  authLoggedOutElsewhere: 'Se cerró tu sesión en otra pestaña.',

  // marketing/siteText.ts
  siteTitle: 'Wacrm – CRM para WhatsApp Business',
  siteSkipToMain: 'Saltar al contenido principal',
  siteNavMain: 'Principal',
  siteNavMobile: 'Menú móvil',
  siteMenu: 'Menú',
  siteLogIn: 'Iniciar sesión',
  siteTryForFree: 'Pruébalo gratis',
  siteStartFreeTrial: 'Comienza la prueba gratuita',
  siteSeeAiInAction: 'Ve la IA en acción',
  siteHome: 'Inicio',
  siteHelpCenter: 'Centro de ayuda',
  sitePartners: 'Socios',
  sitePricing: 'Precios',
  siteSolutions: 'Soluciones',
  siteProduct: 'Producto',
  siteResources: 'Recursos',
  siteCompany: 'Empresa',
  siteWhatsAppApi: 'API de WhatsApp Business',
  siteWhatsAppApiDescription: 'Acceso oficial a la API con remitente verificado y plantillas',
  siteTeamInbox: 'Bandeja de entrada del equipo',
  siteTeamInboxDescription: 'Una bandeja de entrada compartida para todos los agentes',
  siteBroadcast: 'Difusión',
  siteBroadcastDescription: 'Plantillas aprobadas para miles de personas a la vez',
  siteChatbot: 'Chatbot',
  siteChatbotDescription: 'Respuestas automáticas a toda hora',
  siteFeatures: 'Funciones',
  siteFeaturesDescription: 'Todo lo que incluye el espacio de trabajo',
  siteIntegrations: 'Integraciones',
  siteIntegrationsDescription: 'Conecta las herramientas que ya usas',
  siteApi: 'API',
  siteApiDescription: 'REST y tiempo real para desarrolladores',
  siteBlog: 'Blog',
  siteBlogDescription: 'Guías y novedades del producto',
  siteCaseStudies: 'Casos de éxito',
  siteCaseStudiesDescription: 'Cómo crecen las empresas con Wacrm',
  siteDocumentation: 'Documentación',
  siteDocumentationDescription: 'Artículos de configuración y guías prácticas',
  siteSupport: 'Soporte',
  siteSupportDescription: 'Habla con nuestro equipo, 24/7',
  siteContactSupport: 'Contactar a soporte',
  siteFooterAbout: 'Mensajería de WhatsApp Business y CRM para empresas en crecimiento.',
  siteFooterLegal: '© {year} Wacrm. WhatsApp es una marca comercial de su titular; Wacrm es independiente.',

  // marketing/pages/LandingPage/landingText.ts
  landingEyebrow: 'WhatsApp Business + CRM',
  landingHeroTitle: 'Convierte las conversaciones de WhatsApp en ingresos',
  landingHeroLead:
    'Conecta tu cuenta de WhatsApp Business, chatea con cada cliente en una bandeja de entrada en vivo y lanza campañas que convierten, todo desde un mismo espacio de trabajo que comparte todo tu equipo.',
  landingChatQuestion: '¡Hola! ¿Ya volvió a haber stock de la colección de primavera?',
  landingChatAnswer: '¡Sí! Aquí tienes un 15% de descuento en tu próximo pedido: SPRING15',
  landingChatThanks: '¡Pedido hecho, gracias!',
  landingRoiIncrease: 'Aumento del ROI',
  landingSolutionsTitle: 'Todo lo que necesitas para vender y atender en WhatsApp',
  landingApiText:
    'Conecta tu número de empresa verificado en minutos con tu token de acceso y el ID del número de teléfono.',
  landingInboxText:
    'Todos los chats con clientes en una bandeja de entrada en vivo, con contador de no leídos, búsqueda y marcas de entrega en tiempo real.',
  landingBroadcastText:
    'Envía plantillas aprobadas a tus segmentos ahora o de forma programada, y sigue las entregas y lecturas.',
  landingChatbotText:
    'Responde al instante las preguntas frecuentes, de día y de noche, y pasa la conversación a una persona cuando importa.',
  landingAiEyebrow: 'Asistencia con IA',
  landingAiTitle: 'IA que mantiene cada conversación en marcha',
  landingAiLead:
    'Las respuestas sugeridas, los seguimientos automáticos y los segmentos inteligentes ayudan a tu equipo a responder más rápido y a enviar la plantilla correcta al cliente correcto.',
  landingAiReplies: 'Sugerencias de respuesta redactadas a partir de la conversación',
  landingAiSegments: 'Segmentos creados a partir de etiquetas, estado y actividad',
  landingAiFollowUps: 'Seguimientos programados dentro de la ventana de atención de 24 horas',
  landingAiQuestion: '¿Puedo cambiar mi dirección de entrega?',
  landingAiSuggestion:
    'Respuesta sugerida: ¡Claro! Envíame la nueva dirección y actualizo el pedido n.º 1042 de inmediato.',
  landingNumbers: 'Wacrm en cifras',
  landingContactsManaged: 'Contactos gestionados',
  landingUptimeGuaranteed: 'Disponibilidad garantizada',
  landingExpertSupport: 'Soporte experto',
  landingFeaturesTitle: 'Un solo espacio de trabajo para mensajes, contactos y campañas',
  landingConversations: 'Conversaciones en vivo',
  landingConversationsText:
    'Respuestas personalizadas o plantillas con parámetros, indicador de escritura y confirmaciones de lectura.',
  landingTemplateEditor: 'Editor de plantillas',
  landingTemplateEditorText:
    'Encabezados, variables en el cuerpo, pies de página y botones con vista previa de WhatsApp en vivo.',
  landingCampaignManager: 'Administrador de campañas',
  landingCampaignManagerText:
    'Crea borradores, inicia y pausa campañas; sigue los envíos, las entregas y las lecturas.',
  landingContactsCrm: 'CRM de contactos',
  landingContactsCrmText: 'Etiquetas, estado, origen y notas; busca y filtra toda tu audiencia.',
  landingDeliveryAnalytics: 'Estadísticas de entrega',
  landingDeliveryAnalyticsText: 'Tasas de entrega y de lectura a lo largo del tiempo para cada mensaje que envías.',
  landingQuickMessages: 'Mensajes rápidos',
  landingQuickMessagesText: 'Contacta rápido a un cliente con un texto personalizado o una plantilla aprobada.',
  landingIntegrationsTitle: 'Funciona con las herramientas que ya usas',
  landingIntegrationsLead:
    'Sincroniza contactos y pedidos de tu tienda y tu CRM, o crea tu propia integración con la API REST y los eventos en tiempo real.',
  landingPopularIntegrations: 'Integraciones populares',
  landingCtaTitle: '¿Listo para crecer en WhatsApp?',
  landingCtaLead: 'Comienza tu prueba gratuita hoy. No necesitas tarjeta de crédito.',

  // marketing/pages/TeamsLandingPage/teamsText.ts
  teamsDocumentTitle: 'Para equipos',
  teamsTrust: 'Por qué las empresas confían en Wacrm',
  teamsTrustedBy: 'Con la confianza de {businesses}',
  teamsBusinesses: { one: '{n}+ empresa', many: '{n}+ empresas', other: '{n}+ empresas' },
  teamsAverageRating: '{rating} de calificación promedio',
  teamsTitle: 'El CRM de WhatsApp que comparte todo tu equipo',
  teamsChooseTeam: 'Elige tu equipo',
  teamsSales: 'Ventas',
  teamsMarketing: 'Marketing',
  teamsSupport: 'Soporte',
  teamsSalesText:
    'Califica prospectos en el chat, comparte cotizaciones con un toque y ve cómo avanza cada negocio en tu embudo.',
  teamsMarketingText: 'Envía plantillas aprobadas al segmento correcto y mide entregas, lecturas y conversiones.',
  teamsSupportText:
    'Comparte una bandeja de entrada, responde en tiempo real y ten el historial completo del cliente junto a cada chat.',
  teamsSampleDashboard: 'Panel de ejemplo',
  teamsActiveLeads: 'Prospectos activos',
  teamsConversionRate: 'Tasa de conversión',
  teamsRecentActivity: 'Actividad reciente',
  teamsActivityReply: 'Priya S. respondió a la oferta de primavera',
  teamsActivityLead: 'Nuevo prospecto desde el sitio web: Daniel K.',
  teamsActivityCampaign: {
    one: 'Campaña "{name}" entregada a {n} contacto',
    many: 'Campaña "{name}" entregada a {n} contactos',
    other: 'Campaña "{name}" entregada a {n} contactos',
  },
  teamsSpringSale: 'Rebajas de primavera',
  teamsActivityResolved: 'Consulta sobre un pedido resuelta por Maria',
  teamsMinutesAgo: { one: 'hace {n} min', many: 'hace {n} min', other: 'hace {n} min' },
  teamsHoursAgo: { one: 'hace {n} h', many: 'hace {n} h', other: 'hace {n} h' },
  teamsBuiltForEveryTeam: 'Hecho para cada equipo',
  teamsFeaturesTitle: 'Del primer mensaje a la compra recurrente',
  teamsSalesCard: 'Prospectos, negocios y un embudo desde Prospección hasta Ganado, con los chats adjuntos.',
  teamsMarketingCard: 'Plantillas, campañas y difusiones con estadísticas de entrega y lectura.',
  teamsSupportCard:
    'Una bandeja de entrada en vivo compartida, con contador de no leídos, respuestas rápidas e historial del cliente.',
  teamsCtaTitle: 'Compruébalo con tus propios clientes',
  teamsCtaLead: 'Empieza gratis, conecta tu número de WhatsApp e invita a tu equipo en minutos.',

  // marketing/pages/PricingPage/pricingText.ts
  pricingTitle: 'Precios simples que crecen contigo',
  pricingLead:
    'Comienza con una prueba gratuita de 14 días. Cambia a un plan superior o inferior, o cancela cuando quieras.',
  pricingBillingPeriod: 'Periodo de facturación',
  pricingMonthly: 'Mensual',
  pricingYearly: 'Anual (2 meses gratis)',
  pricingStarter: 'Inicial',
  pricingStarterSummary: 'Para pequeñas empresas que atienden a sus clientes en WhatsApp.',
  pricingGrowth: 'Crecimiento',
  pricingGrowthSummary: 'Para equipos que venden y hacen marketing en WhatsApp.',
  pricingEnterprise: 'Empresarial',
  pricingEnterpriseSummary: 'Para equipos grandes con necesidades a medida.',
  pricingMostPopular: 'Más popular',
  pricingCustom: 'A medida',
  pricingPerMonth: '{price} al mes',
  pricingPerMonthYearly: '{price} al mes, facturado anualmente',
  pricingPlanFeatures: 'Funciones del plan {plan}',
  pricingWhatsAppNumbers: {
    one: '{n} número de WhatsApp',
    many: '{n} números de WhatsApp',
    other: '{n} números de WhatsApp',
  },
  pricingTeamMembers: {
    one: '{n} miembro del equipo',
    many: '{n} miembros del equipo',
    other: '{n} miembros del equipo',
  },
  pricingContactsUpTo: { one: 'Hasta {n} contacto', many: 'Hasta {n} contactos', other: 'Hasta {n} contactos' },
  pricingSharedInbox: 'Bandeja de entrada en vivo compartida',
  pricingTemplatesAndQuickMessages: 'Plantillas y mensajes rápidos',
  pricingEverythingIn: 'Todo lo del plan {plan}',
  pricingCampaigns: 'Campañas y difusiones programadas',
  pricingAnalytics: 'Estadísticas de entrega y lectura',
  pricingPipeline: 'Embudo de CRM y chatbot',
  pricingUnlimited: 'Miembros del equipo y contactos ilimitados',
  pricingMultipleNumbers: 'Varios números de WhatsApp',
  pricingUptimeSla: 'SLA de {percent} de disponibilidad',
  pricingSuccessManager: 'Gerente de éxito dedicado',
  pricingFaqTitle: 'Preguntas sobre facturación',
  pricingTrialQuestion: '¿Hay una prueba gratuita?',
  pricingTrialAnswer:
    'Sí. Todos los planes comienzan con una prueba gratuita de 14 días con todas las funciones del plan Crecimiento. No necesitas tarjeta de crédito.',
  pricingFeesQuestion: '¿Están incluidas las tarifas de conversación de WhatsApp?',
  pricingFeesAnswer:
    'No. WhatsApp cobra por conversación según la categoría y el país. Esas tarifas se facturan al costo, aparte de tu plan.',
  pricingChangeQuestion: '¿Puedo cambiar de plan más adelante?',
  pricingChangeAnswer:
    'En cualquier momento. Los cambios a un plan superior se aplican de inmediato; los cambios a uno inferior, a partir de tu siguiente periodo de facturación.',
  pricingYearlyQuestion: '¿Cuánto ahorro con la facturación anual?',
  pricingYearlyAnswer: 'Al pagar anualmente obtienes dos meses gratis en comparación con el pago mensual.',

  // marketing/pages/PartnersPage/partnersText.ts
  partnersTitle: 'Crece con Wacrm',
  partnersLead:
    'Ya sea que recomiendes clientes, gestiones WhatsApp por ellos o lo integres en tu software, nuestros programas de socios te dan las herramientas y el apoyo para tener éxito.',
  partnersBecomePartner: 'Hazte socio',
  partnersProgrammes: 'Programas de socios',
  partnersReferral: 'Socios de referencia',
  partnersReferralText:
    'Recomienda Wacrm a tus clientes y gana una comisión recurrente por cada suscripción que refieras.',
  partnersSolution: 'Socios de soluciones',
  partnersSolutionText:
    'Agencias y consultores que configuran WhatsApp, plantillas y campañas para sus clientes, con un panel de socio y soporte prioritario.',
  partnersTechnology: 'Socios tecnológicos',
  partnersTechnologyText:
    'Empresas de software que integran la bandeja de entrada, el administrador de campañas y los contactos de Wacrm en su propio producto.',
  partnersBenefits: 'Qué obtienen los socios',
  partnersBenefitRevenue: 'Comisión recurrente durante toda la vida de cada cliente',
  partnersBenefitSandbox: 'Un espacio de trabajo de pruebas y una API simulada para desarrollo',
  partnersBenefitCoMarketing:
    'Marketing conjunto: presencia en nuestro directorio de socios y casos de éxito compartidos',
  partnersBenefitManager: 'Un gerente de socios dedicado y soporte prioritario 24/7',
  partnersEmbed: 'Intégralo en tu producto',
  partnersEmbedText:
    'Los paquetes de Wacrm son paquetes npm comunes: un cliente tipado para la API y los eventos en tiempo real, componentes básicos de interfaz personalizables y widgets listos para usar, como la bandeja de entrada de conversaciones y el Administrador de campañas. Tu app es dueña del cliente; los widgets siguen los colores de tu marca.',
  partnersCaseStudies: 'Casos de éxito',
  partnersCaseStudiesLead: 'Ejemplos de cómo los socios ponen a trabajar Wacrm para sus clientes.',
  partnersFashion: 'Tienda de moda en línea',
  partnersFashionText:
    'Pasó las actualizaciones de pedidos y los avisos de reposición a plantillas de WhatsApp y respondió las dudas en la bandeja de entrada compartida.',
  partnersClinic: 'Grupo regional de clínicas',
  partnersClinicText:
    'Envió recordatorios de citas como plantillas de utilidad y permitió a los pacientes reprogramar por chat en lugar de llamar.',
  partnersRealEstate: 'Agencia inmobiliaria',
  partnersRealEstateText:
    'Captó prospectos de sus anuncios directamente en los contactos, los etiquetó y les dio seguimiento con difusiones programadas.',

  // marketing/pages/HelpPage/helpText.ts
  helpTitle: '¿Cómo podemos ayudarte?',
  helpLead:
    'Guías de configuración, respuestas a preguntas frecuentes y formas de contactar a nuestro equipo a cualquier hora del día.',
  helpGettingStarted: 'Primeros pasos',
  helpCreateAccount: 'Crea tu cuenta',
  helpCreateAccountText: 'Comienza una prueba gratuita con tu correo empresarial y tu número de celular, o con Google.',
  helpConnectWhatsApp: 'Conecta WhatsApp',
  helpConnectWhatsAppText:
    'En la app de WhatsApp, elige Conectar WhatsApp y pega tu token de acceso y el ID del número de teléfono.',
  helpCreateTemplate: 'Crea una plantilla',
  helpCreateTemplateText: 'Escribe tu mensaje con variables, revisa la vista previa y envíala a revisión.',
  helpLaunchCampaign: 'Importa contactos e inicia una campaña',
  helpLaunchCampaignText: 'Elige una plantilla aprobada y tu audiencia, y luego iníciala ahora o prográmala.',
  helpAnswerInbox: 'Responde en la bandeja de entrada',
  helpAnswerInboxText: 'Las respuestas llegan en tiempo real a Conversaciones, donde todo tu equipo puede responder.',
  helpAccountTopic: 'Cuenta e inicio de sesión',
  helpSignInQuestion: '¿Cómo inicio sesión?',
  helpSignInAnswer:
    'Ingresa tu correo empresarial o tu número de celular y te enviaremos un código de 6 dígitos; ingrésalo para iniciar sesión. También puedes continuar con Google. No hay contraseña que recordar.',
  helpGmailQuestion: '¿Por qué no puedo usar una dirección de Gmail?',
  helpGmailAnswer:
    'Wacrm es para empresas, así que el registro pide tu correo empresarial. Usa la dirección del dominio de tu empresa o regístrate con tu número de celular.',
  helpNoCodeQuestion: 'No recibí mi código.',
  helpNoCodeAnswer:
    'Los códigos pueden tardar un momento en llegar. Después de 60 segundos puedes pedir uno nuevo desde el paso de verificación, o volver y revisar el correo o número que ingresaste.',
  helpConnectingTopic: 'Conectar WhatsApp',
  helpConnectQuestion: '¿Qué necesito para conectar mi cuenta de WhatsApp Business?',
  helpConnectAnswer:
    'Tu token de acceso permanente y el ID del número de teléfono de la plataforma de WhatsApp Business. El ID de la cuenta comercial es opcional. Abre la app de WhatsApp en el espacio de trabajo y elige Conectar WhatsApp.',
  helpWindowQuestion: '¿Por qué solo puedo enviar plantillas a algunos clientes?',
  helpWindowAnswer:
    'WhatsApp solo permite mensajes libres dentro de las 24 horas siguientes al último mensaje del cliente. Fuera de esa ventana, inicia la conversación con una plantilla aprobada.',
  helpTemplatesTopic: 'Plantillas y campañas',
  helpApprovalQuestion: '¿Cuánto tarda la aprobación de una plantilla?',
  helpApprovalAnswer:
    'Las plantillas nuevas se envían como Pendientes de revisión y suelen revisarse en minutos o unas pocas horas. Solo las plantillas aprobadas se pueden usar en campañas y mensajes rápidos.',
  helpLimitsQuestion: '¿Cuáles son los límites de una plantilla?',
  helpLimitsAnswer:
    'Un encabezado (hasta 60 caracteres), un cuerpo de hasta 1024 caracteres con variables numeradas como {{1}}, un pie de página (hasta 60 caracteres) y hasta 10 botones. Cada variable necesita un valor de ejemplo.',
  helpPauseQuestion: '¿Puedo pausar una campaña?',
  helpPauseAnswer:
    'Sí. Una campaña en borrador muestra Iniciar; una activa muestra Pausar. Una campaña en pausa se puede volver a iniciar desde el Administrador de campañas.',
  helpApiTitle: 'API para desarrolladores',
  helpApiText:
    'Todo en Wacrm funciona sobre una API REST en JSON en {path}, con tokens bearer y un socket en tiempo real para mensajes, estados de entrega y escritura. Intégralo en tu propio producto con nuestros paquetes:',
  helpBlogTitle: 'Del blog',
  helpArticleTemplates: 'Cinco plantillas de WhatsApp que los clientes sí leen',
  helpArticleTemplatesText: 'Breves, concretas y personales: lo que funciona en mensajes de utilidad y de marketing.',
  helpArticleWindow: 'Cómo trabajar dentro de la ventana de atención de 24 horas',
  helpArticleWindowText: 'Cómo planificar los seguimientos para que tu equipo siempre pueda responder libremente.',
  helpArticlePipeline: 'De la bandeja de entrada al embudo',
  helpArticlePipelineText: 'Marca conversaciones como prospectos y llévalas hasta Ganado sin copiar y pegar.',
  helpSupportText:
    'Nuestros expertos están disponibles 24/7. Los clientes con sesión iniciada también pueden contactarnos desde el espacio de trabajo. ¿Prefieres conversarlo? Agenda una llamada con nuestro equipo.',
  helpBookCall: 'Agenda una llamada',

  // marketing/pages/NotFoundPage/notFoundText.ts
  notFoundTitle: 'Página no encontrada',
  notFoundLead: 'La página que buscas no existe o se movió.',
  notFoundVisitHelp: 'Visita el Centro de ayuda',
};
