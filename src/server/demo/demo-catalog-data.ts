import type {
  ProductFields,
  ServiceFields,
  serviceAvailabilities,
} from '../../contract/catalog/catalog.schemas.js';

/*
 * The demo site's catalog: fictitious suppliers with their products and services (spec §1: the demo
 * banner says suppliers, products and services are fictitious). Any resemblance to a real business
 * is accidental. Every listing and store is written in Arabic and in English, as its supplier would
 * (ListingTexts, StoreTexts). Money is in halalas (1 SAR = 100). Categories are named by subcategory slug
 * (category-taxonomy.ts); the seeder resolves their ids.
 *
 * Every subcategory has at least one published listing so that no category page of the demo is
 * empty. The service side has 63 subcategories and Basic suppliers may list 3 services each, hence
 * 28 suppliers: product traders also offer the services close to their trade, and service firms
 * (agencies, offices, carriers) carry the rest.
 */

export type ServiceAvailability = (typeof serviceAvailabilities)[number];

export interface ListingOptions {
  /** Left as a draft (unpublished). */
  readonly isDraft?: boolean;
  /** Number of drawn images; 1 unless stated. */
  readonly imageCount?: 1 | 2;
}

export interface ProductOptions extends ListingOptions {
  /** Units in stock; 0 shows the product as out of stock. Generated when absent. */
  readonly stock?: number;
  /** Minimum and maximum order in cases (max null: unlimited). Generated when absent. */
  readonly minCases?: number;
  readonly maxCases?: number | null;
  /** Group purchasing: minimum group quantity in cases, deadline in days, discount in percent. */
  readonly group?: readonly [minCases: number, deadlineDays: number, discountPercent: number];
}

/**
 * A listing's name and description in both languages, as its supplier would write them: Arabic in
 * Modern Standard Arabic with Saudi trade usage, English as plain trade English, with the same sizes,
 * packs and specifications. The language a listing was first written in keeps its text unchanged (the
 * image families are looked up by it).
 */
export interface ListingTexts {
  readonly nameAr: string;
  readonly nameEn: string;
  readonly descriptionAr: string;
  readonly descriptionEn: string;
}

/** A store's texts in both languages; the closing message only for the store that is closed. */
export interface StoreTexts {
  readonly bioAr: string;
  readonly bioEn: string;
  readonly closingMessageAr?: string;
  readonly closingMessageEn?: string;
}

/** [subcategory slug, texts, price per unit (halalas), case quantity, options] */
export type ProductSeed = readonly [string, ListingTexts, number, number, ProductOptions?];

/** [subcategory slug, texts, price (halalas), availability, is the price negotiable, options] */
export type ServiceSeed = readonly [
  string,
  ListingTexts,
  number,
  ServiceAvailability,
  boolean,
  ListingOptions?,
];

export interface DemoSupplierSeed extends StoreTexts {
  readonly businessName: string;
  /** The managing person. */
  readonly name: string;
  /** English name of a city in saudi-cities.ts; the account stores its Arabic name. */
  readonly city: string;
  /** Per order, in halalas. */
  readonly deliveryFee: number;
  /**
   * False for the two small businesses not registered for VAT (below the mandatory threshold): no VAT
   * number, so they charge no VAT and issue plain invoices (decision 018). Every other one is registered.
   */
  readonly isVatRegistered?: false;
  readonly products: readonly ProductSeed[];
  readonly services: readonly ServiceSeed[];
}

const supplierSeeds: readonly DemoSupplierSeed[] = [
  // 01
  {
    businessName: 'شركة الخليج للتغليف Gulf Packaging Co.',
    name: 'خالد إبراهيم الشمري',
    city: 'Dammam',
    bioAr:
      'نورّد الكراتين وأفلام التغليف والعبوات البلاستيكية للمصانع ومتاجر التجارة الإلكترونية في المنطقة الشرقية منذ 2009.',
    bioEn:
      'We have supplied cartons, packaging film and plastic containers to factories and e-commerce stores in the Eastern Province since 2009.',
    deliveryFee: 4500,
    products: [
      [
        'packaging-cartons-boxes',
        {
          nameAr: 'كرتون شحن مضلع 3 طبقات 40×30×30 سم',
          nameEn: '3-Ply Corrugated Shipping Carton 40×30×30 cm',
          descriptionAr:
            'كرتون بني ثلاثي الطبقات لشحن الطلبات والتخزين، يتحمل حتى 20 كجم. يورَّد مسطحاً في حزم من 25 حبة.',
          descriptionEn:
            'Brown 3-ply carton for shipping orders and storage, holds up to 20 kg. Supplied flat in bundles of 25.',
        },
        350,
        25,
        { group: [40, 14, 10], imageCount: 2 },
      ],
      [
        'packaging-cartons-boxes',
        {
          nameAr: 'علب شحن بيضاء 25×18×8 سم – عبوة 50 حبة',
          nameEn: 'Mailer Boxes White 25×18×8 cm (Pack of 50)',
          descriptionAr:
            'علب شحن بيضاء مقصوصة بالقالب لطلبات المتاجر الإلكترونية، بغطاء أمامي يُغلق بالإدخال، مع طباعة الشعار عند الطلب.',
          descriptionEn:
            'Die-cut white mailer boxes for e-commerce orders, tuck-front closure; logo printing on request.',
        },
        8900,
        1,
      ],
      [
        'packaging-plastic-containers',
        {
          nameAr: 'قوارير PET شفافة 500 مل مع غطاء',
          nameEn: 'Clear PET Bottles 500 ml with Caps',
          descriptionAr: 'قوارير بلاستيك PET صالحة للأغذية مع أغطية محكمة، مناسبة للعصائر والمياه والزيوت.',
          descriptionEn: 'Food-grade PET plastic bottles with tight caps, for juices, water and oils.',
        },
        65,
        200,
        { group: [50, 21, 8] },
      ],
      [
        'packaging-plastic-containers',
        {
          nameAr: 'جالون بلاستيك HDPE سعة 20 لتر',
          nameEn: 'HDPE Plastic Jerrycan 20 L',
          descriptionAr: 'جالون أبيض مقاوم للمواد الكيميائية مع غطاء محكم، للمنظفات والزيوت الصناعية.',
          descriptionEn:
            'White chemical-resistant jerrycan with a tight cap, for detergents and industrial oils.',
        },
        1450,
        10,
      ],
      [
        'packaging-food-packaging',
        {
          nameAr: 'علب ألمنيوم للطعام مع غطاء – كرتون 500 حبة',
          nameEn: 'Aluminium Food Containers with Lids – Carton of 500',
          descriptionAr: 'علب ألمنيوم بأغطية كرتونية للمطاعم والمطابخ المركزية، تتحمل الفرن والتجميد.',
          descriptionEn:
            'Aluminium containers with board lids for restaurants and central kitchens; oven- and freezer-safe.',
        },
        18500,
        1,
      ],
      [
        'packaging-food-packaging',
        {
          nameAr: 'أكياس ورق كرافت بمقبض – 250 حبة',
          nameEn: 'Kraft Paper Bags with Handle (250 pcs)',
          descriptionAr: 'أكياس كرافت بنية للمطاعم والمخابز مقاس 26×12×30 سم، من ورق صالح لملامسة الأغذية.',
          descriptionEn: 'Brown kraft carry bags for restaurants and bakeries, 26×12×30 cm, food-safe paper.',
        },
        14500,
        1,
      ],
      [
        'packaging-labels-stickers',
        {
          nameAr: 'ملصقات حرارية 100×150 مم لبوالص الشحن',
          nameEn: 'Thermal Shipping Labels 100×150 mm',
          descriptionAr: 'رول 500 ملصق حراري مباشر لبوالص الشحن، متوافق مع أغلب طابعات الملصقات الحرارية.',
          descriptionEn:
            'Roll of 500 direct-thermal labels for shipping waybills, compatible with most thermal label printers.',
        },
        2900,
        12,
      ],
      [
        'packaging-pallets-film',
        {
          nameAr: 'فيلم تغليف استرتش 50 سم × 23 ميكرون',
          nameEn: 'Stretch Film 50 cm × 23 micron',
          descriptionAr: 'فيلم استرتش مصبوب في رولات 300 م لتغليف الطبليات يدوياً أو بالماكينة.',
          descriptionEn: 'Cast stretch film in 300 m rolls for wrapping pallets by hand or machine.',
        },
        3200,
        6,
      ],
      [
        'raw-paper-pulp',
        {
          nameAr: 'ورق كرافت بني رول 120 جم',
          nameEn: 'Brown Kraft Paper Roll 120 gsm',
          descriptionAr: 'رول ورق كرافت بعرض 100 سم ووزن 120 جم/م² للتغليف والحشو وصناعة الأكياس.',
          descriptionEn: 'Kraft paper roll 100 cm wide, 120 g/m², for wrapping, void fill and bag making.',
        },
        26000,
        1,
      ],
      [
        'raw-paper-pulp',
        {
          nameAr: 'ورق تصوير A4 وزن 80 جم – كرتون 5 رزم',
          nameEn: 'A4 Copy Paper 80 gsm (Carton of 5 Reams)',
          descriptionAr: 'ورق مكتبي أبيض ناصع وزن 80 جم، 500 ورقة في الرزمة وخمس رزم في الكرتون.',
          descriptionEn: 'Bright white 80 gsm office paper, 500 sheets a ream, five reams a carton.',
        },
        11500,
        1,
        { stock: 0 },
      ],
    ],
    services: [
      [
        'mfg-packing-filling',
        {
          nameAr: 'تعبئة وتغليف المنتجات حسب الطلب',
          nameEn: 'Custom Product Packing and Filling',
          descriptionAr:
            'نعبئ منتجاتك الجافة والسائلة في عبوات جاهزة مع التغليف الخارجي والملصقات، بطاقة تصل إلى 20 ألف عبوة يومياً.',
          descriptionEn:
            'We fill your dry and liquid products into ready containers, with outer packing and labels, at up to 20,000 units a day.',
        },
        150000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-label-printing',
        {
          nameAr: 'طباعة ملصقات المنتجات بالألوان',
          nameEn: 'Full-Colour Product Label Printing',
          descriptionAr: 'طباعة فلكسو ورقمية للملصقات على رولات، ورق أو بلاستيك شفاف، مع قص حسب الشكل.',
          descriptionEn:
            'Flexo and digital label printing on rolls, on paper or clear film, with die-cutting to shape.',
        },
        90000,
        'WEEKDAYS',
        true,
      ],
      [
        'design-packaging',
        {
          nameAr: 'تصميم عبوات للعلامات التجارية الخاصة',
          nameEn: 'Packaging Design for Private Brands',
          descriptionAr: 'مخططات القص والتصاميم والملفات الجاهزة للطباعة للكراتين والملصقات، مع جولتي تعديل.',
          descriptionEn:
            'Dielines, artwork and print-ready files for cartons and labels; two rounds of revisions included.',
        },
        350000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 02
  {
    businessName: 'معارض الديار للأثاث',
    name: 'Turki Al-Subaie',
    city: 'Riyadh',
    bioAr:
      'أثاث منزلي ومكتبي وجلسات خارجية من معارضنا في الرياض، مع التوصيل والتركيب وتجهيز المكاتب بالكامل.',
    bioEn:
      'Home, office and outdoor furniture from our Riyadh showrooms, with delivery, installation and complete office fit-outs.',
    deliveryFee: 9500,
    products: [
      [
        'home-furniture',
        {
          nameAr: 'كنب زاوية 7 مقاعد قماش كتان',
          nameEn: '7-Seat Corner Sofa, Linen Fabric',
          descriptionAr: 'كنب زاوية بإطار من خشب الزان وإسفنج عالي الكثافة، التسليم والتركيب داخل الرياض.',
          descriptionEn:
            'Corner sofa on a beech-wood frame with high-density foam; delivery and installation within Riyadh.',
        },
        489000,
        1,
        { imageCount: 2 },
      ],
      [
        'home-furniture',
        {
          nameAr: 'سرير كينج منجد 180×200 سم',
          nameEn: 'Upholstered King Bed 180×200 cm',
          descriptionAr: 'سرير منجد بقاعدة تخزين ولوح رأس مبطن، قماش مخمل رمادي.',
          descriptionEn: 'Upholstered bed with a storage base and padded headboard, grey velvet.',
        },
        215000,
        1,
      ],
      [
        'home-office-furniture',
        {
          nameAr: 'كرسي مكتب شبك بمسند رأس',
          nameEn: 'Mesh Office Chair with Headrest',
          descriptionAr: 'كرسي مريح بدعم قطني قابل للتعديل ومساند ذراعين متحركة، ضمان سنتين.',
          descriptionEn:
            'Ergonomic chair with adjustable lumbar support and movable armrests; two-year warranty.',
        },
        39900,
        1,
        { group: [20, 14, 12] },
      ],
      [
        'home-office-furniture',
        {
          nameAr: 'مكتب عمل 140×70 سم',
          nameEn: 'Workstation Desk 140×70 cm',
          descriptionAr: 'مكتب بسطح ميلامين وأرجل حديد ومجرى للكابلات، بلون البلوط أو الأبيض.',
          descriptionEn: 'Melamine desk with steel legs and a cable tray, in oak or white.',
        },
        65000,
        1,
      ],
      [
        'home-office-furniture',
        {
          nameAr: 'طاولة اجتماعات لعشرة أشخاص',
          nameEn: 'Meeting Table for 10',
          descriptionAr: 'طاولة اجتماعات 300×120 سم بسطح من قشرة الجوز ومنافذ كهرباء وشبكة مدمجة.',
          descriptionEn:
            '300×120 cm meeting table with a walnut-veneer top and built-in power and network sockets.',
        },
        380000,
        1,
      ],
      [
        'home-outdoor-furniture',
        {
          nameAr: 'جلسة خارجية راتان 5 قطع',
          nameEn: '5-Piece Rattan Outdoor Set',
          descriptionAr: 'طقم راتان صناعي مقاوم للشمس مع طاولة زجاج ومراتب قابلة للغسيل.',
          descriptionEn: 'Sun-resistant synthetic rattan set with a glass table and washable cushions.',
        },
        275000,
        1,
      ],
      [
        'home-outdoor-furniture',
        {
          nameAr: 'مظلة حدائق 3 م مع قاعدة',
          nameEn: 'Garden Umbrella 3 m with Base',
          descriptionAr:
            'مظلة جانبية بهيكل ألمنيوم وقماش مقاوم للأشعة فوق البنفسجية وذراع لف للفتح والإغلاق.',
          descriptionEn: 'Aluminium offset umbrella with a UV-resistant canopy and crank handle.',
        },
        89000,
        1,
        { stock: 0 },
      ],
      [
        'home-carpets-rugs',
        {
          nameAr: 'سجاد مجالس بنقوش عربية 3×4 م',
          nameEn: 'Majlis Rug with Arabic Patterns 3×4 m',
          descriptionAr: 'سجاد بنقوش تراثية وخيوط بولي بروبلين كثيفة، سهل التنظيف.',
          descriptionEn: 'Rug in traditional patterns with dense polypropylene pile; easy to clean.',
        },
        68000,
        1,
      ],
      [
        'home-carpets-rugs',
        {
          nameAr: 'موكيت مكاتب بلاطات 50×50 سم',
          nameEn: 'Office Carpet Tiles 50×50 cm',
          descriptionAr: 'بلاطات موكيت بظهر بيتومين تُركّب دون لاصق دائم، الكرتون 20 بلاطة تغطي 5 م².',
          descriptionEn:
            'Bitumen-backed carpet tiles laid without permanent adhesive; a carton of 20 tiles covers 5 m².',
        },
        3200,
        20,
      ],
      [
        'home-textiles',
        {
          nameAr: 'ستائر بلاك أوت 140×260 سم – قطعتان',
          nameEn: 'Blackout Curtains 140×260 cm (2 Panels)',
          descriptionAr: 'ستائر عازلة للضوء والحرارة بحلقات معدنية، متوفرة بستة ألوان.',
          descriptionEn: 'Thermal blackout curtains with eyelets, in six colours.',
        },
        24500,
        1,
      ],
    ],
    services: [
      [
        'design-interior',
        {
          nameAr: 'تصميم داخلي للمكاتب والمعارض',
          nameEn: 'Interior Design for Offices and Showrooms',
          descriptionAr:
            'مخططات توزيع وأثاث للمكاتب مع مناظير ثلاثية الأبعاد وجدول كميات، وزيارة الموقع مجانية داخل الرياض.',
          descriptionEn:
            'Office layouts and furniture plans with 3D views and a bill of quantities; the site visit is free within Riyadh.',
        },
        800000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-exhibition-stands',
        {
          nameAr: 'تصميم وتنفيذ أجنحة المعارض',
          nameEn: 'Exhibition Stand Design and Build',
          descriptionAr:
            'أجنحة حسب الطلب نصممها بالأبعاد الثلاثية وننفذها في ورشة النجارة لدينا ونركبها قبل موعد المعرض.',
          descriptionEn:
            'Custom stands designed in 3D, built in our joinery workshop and installed in time for the show.',
        },
        3500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 03
  {
    businessName: 'وكالة أثر للتسويق الرقمي',
    name: 'لمى فيصل الزهراني',
    city: 'Jeddah',
    bioAr:
      'وكالة تسويق رقمي في جدة: حملات إعلانية مدفوعة وإدارة حسابات ودراسات سوق للعلامات السعودية الناشئة.',
    bioEn:
      'A digital marketing agency in Jeddah: paid ad campaigns, social media account management and market research for emerging Saudi brands.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-digital-marketing',
        {
          nameAr: 'إدارة حملات إعلانية مدفوعة',
          nameEn: 'Paid Advertising Campaign Management',
          descriptionAr:
            'تخطيط وإدارة الحملات على محركات البحث ومنصات التواصل مع تقارير أداء أسبوعية. لا يشمل ميزانية الإعلان.',
          descriptionEn:
            'Planning and running campaigns on search engines and social platforms, with weekly performance reports. Ad budget not included.',
        },
        350000,
        'WEEKDAYS',
        true,
      ],
      [
        'business-social-media',
        {
          nameAr: 'إدارة حسابات التواصل الاجتماعي (شهرياً)',
          nameEn: 'Social Media Management (Monthly)',
          descriptionAr:
            '12 منشوراً و4 فيديوهات قصيرة وإدارة التفاعل مع المتابعين بالعربية والإنجليزية على حساباتك.',
          descriptionEn:
            '12 posts, 4 short videos and community management in Arabic and English on your accounts.',
        },
        450000,
        'WEEKDAYS',
        false,
      ],
      [
        'business-market-research',
        {
          nameAr: 'دراسة سوق وتحليل منافسين',
          nameEn: 'Market Research and Competitor Analysis',
          descriptionAr:
            'دراسة ميدانية وإلكترونية لحجم السوق والمنافسين والأسعار في المدن السعودية الرئيسية.',
          descriptionEn:
            'Field and online research into market size, competitors and prices in the main Saudi cities.',
        },
        1200000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 04
  {
    businessName: 'مؤسسة العدد الذهبية التجارية',
    name: 'ماجد عبدالرحمن القحطاني',
    city: 'Riyadh',
    bioAr:
      'عدد كهربائية ويدوية ومستلزمات اللحام والتثبيت للمقاولين والورش، مع ورشة خراطة وتصنيع في المدينة الصناعية الثانية.',
    bioEn:
      'Power and hand tools, welding supplies and fasteners for contractors and workshops, with a machining and fabrication workshop in the Second Industrial City.',
    deliveryFee: 3000,
    products: [
      [
        'hardware-power-tools',
        {
          nameAr: 'دريل شحن 20 فولت مع بطاريتين',
          nameEn: 'Cordless Drill 20 V with Two Batteries',
          descriptionAr: 'مثقاب لاسلكي بعزم 60 نيوتن متر مع شاحن سريع وبطاريتين 4 أمبير وحقيبة حمل.',
          descriptionEn:
            'Cordless drill with 60 Nm torque, a fast charger, two 4 Ah batteries and a carry case.',
        },
        48900,
        1,
        { group: [10, 14, 10], imageCount: 2 },
      ],
      [
        'hardware-power-tools',
        {
          nameAr: 'صاروخ جلخ 115 مم قدرة 900 واط',
          nameEn: 'Angle Grinder 115 mm 900 W',
          descriptionAr: 'جلاخة صغيرة بمقبض جانبي وواقٍ، لقص وجلخ الحديد والبلاط.',
          descriptionEn:
            'Compact grinder with side handle and guard for cutting and grinding steel and tile.',
        },
        18500,
        1,
      ],
      [
        'hardware-power-tools',
        {
          nameAr: 'مطرقة تكسير SDS-Max قدرة 1500 واط',
          nameEn: 'SDS-Max Demolition Hammer 1500 W',
          descriptionAr: 'مطرقة تكسير ثقيلة للخرسانة مع إزميلين، لأعمال الترميم والهدم.',
          descriptionEn:
            'Heavy-duty demolition hammer for concrete, with two chisels, for renovation and demolition work.',
        },
        129000,
        1,
      ],
      [
        'hardware-hand-tools',
        {
          nameAr: 'طقم مفكات 42 قطعة',
          nameEn: '42-Piece Screwdriver Set',
          descriptionAr: 'مفكات ولقم متنوعة بمقابض مريحة في علبة منظمة، فولاذ كروم فاناديوم.',
          descriptionEn:
            'Assorted screwdrivers and bits with comfort grips in an organiser case; chrome-vanadium steel.',
        },
        7900,
        6,
      ],
      [
        'hardware-hand-tools',
        {
          nameAr: 'طقم مفاتيح إنجليزي 6 و8 و10 بوصة',
          nameEn: 'Adjustable Wrench Set 6", 8", 10"',
          descriptionAr: 'مفاتيح مطروقة من فولاذ الكروم فاناديوم بتدريج محفور، ثلاثة مقاسات.',
          descriptionEn: 'Drop-forged chrome-vanadium wrenches with an etched scale, three sizes.',
        },
        6500,
        12,
      ],
      [
        'hardware-fasteners',
        {
          nameAr: 'براغي جبس 3.5×25 مم – علبة 1000',
          nameEn: 'Drywall Screws 3.5×25 mm – Box of 1,000',
          descriptionAr: 'براغي سوداء فوسفاتية لألواح الجبس بورد، رأس بوقي وسن ناعم.',
          descriptionEn: 'Black phosphated screws for gypsum board, bugle head and fine thread.',
        },
        2400,
        24,
      ],
      [
        'hardware-fasteners',
        {
          nameAr: 'مسامير إنكر بولت M10 × 100 مجلفنة – علبة 50',
          nameEn: 'Wedge Anchors M10 × 100 Zinc (Box of 50)',
          descriptionAr: 'مسامير تثبيت إسفينية مطلية بالزنك للخرسانة، مع الصواميل والوردات.',
          descriptionEn: 'Zinc-plated wedge anchors for concrete, with nuts and washers.',
        },
        8500,
        10,
      ],
      [
        'hardware-welding',
        {
          nameAr: 'ماكينة لحام إنفرتر 200 أمبير',
          nameEn: 'Inverter Welding Machine 200 A',
          descriptionAr: 'ماكينة لحام قوس كهربائي خفيفة تعمل على 220 فولت، مع كابل الأرضي والماسك.',
          descriptionEn:
            'Lightweight arc welding machine running on 220 V, with earth cable and electrode holder.',
        },
        69000,
        1,
        { isDraft: true },
      ],
      [
        'hardware-welding',
        {
          nameAr: 'أسلاك لحام E6013 قطر 3.2 مم – 5 كجم',
          nameEn: 'E6013 Welding Electrodes 3.2 mm – 5 kg',
          descriptionAr: 'أقطاب لحام للحديد الطري بقوس ثابت وخبث سهل الإزالة.',
          descriptionEn: 'Electrodes for mild steel with a stable arc and easily removed slag.',
        },
        5200,
        4,
      ],
      [
        'hardware-electrical',
        {
          nameAr: 'بكرة تمديد كهرباء 25 م، 3 × 2.5 مم²',
          nameEn: 'Extension Reel 25 m, 3 × 2.5 mm²',
          descriptionAr: 'بكرة كيبل للاستخدام الشاق بأربعة مقابس وقاطع حراري، لمواقع العمل.',
          descriptionEn: 'Heavy-duty cable reel with four sockets and a thermal cut-out, for site work.',
        },
        16500,
        1,
      ],
    ],
    services: [
      [
        'mfg-cnc-machining',
        {
          nameAr: 'خراطة وتشغيل CNC للقطع المعدنية',
          nameEn: 'CNC Turning and Machining of Metal Parts',
          descriptionAr: 'تصنيع قطع الغيار حسب الرسومات الهندسية على مخارط وفرايز CNC بدقة ±0.02 مم.',
          descriptionEn:
            'Spare parts made to engineering drawings on CNC lathes and milling machines, to ±0.02 mm.',
        },
        80000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-metal-fabrication',
        {
          nameAr: 'أعمال تصنيع ولحام الحديد',
          nameEn: 'Steel Fabrication and Welding Works',
          descriptionAr: 'سلالم ومنصات ورفوف وهياكل نصنعها في ورشتنا ونركبها في الموقع.',
          descriptionEn:
            'Stairs, platforms, racks and frames fabricated in our workshop and installed on site.',
        },
        1500000,
        'WEEKDAYS',
        true,
      ],
      [
        'repair-industrial-machinery',
        {
          nameAr: 'صيانة الضواغط والمعدات الصناعية',
          nameEn: 'Compressor and Industrial Equipment Maintenance',
          descriptionAr:
            'صيانة وقائية وإصلاح الضواغط والمولدات ومعدات الورش بعقود شهرية أو زيارات عند الطلب.',
          descriptionEn:
            'Preventive maintenance and repair of compressors, generators and workshop equipment, on monthly contracts or call-out visits.',
        },
        60000,
        'EVERYDAY',
        true,
      ],
    ],
  },
  // 05: the one closed store
  {
    businessName: 'شركة تمور طيبة Taibah Dates Co.',
    name: 'عمر ياسين الجهني',
    city: 'Madinah',
    bioAr:
      'تمور المدينة المنورة من مزارعنا مباشرة: عجوة وصقعي وسكري، مع القهوة السعودية ومنتجات التمر للضيافة والهدايا.',
    bioEn:
      'Madinah dates straight from our farms (Ajwa, Sagai and Sukkari), with Saudi coffee and date products for hospitality and gifts.',
    deliveryFee: 2000,
    closingMessageAr:
      'المتجر مغلق مؤقتاً لأعمال الجرد السنوي، ونستقبل طلباتكم مجدداً خلال أسبوع. شكراً لتفهمكم.',
    closingMessageEn:
      'The store is temporarily closed for the annual stocktake; we will take your orders again within a week. Thank you for your understanding.',
    products: [
      [
        'food-dates',
        {
          nameAr: 'تمر عجوة المدينة – 1 كجم',
          nameEn: 'Madinah Ajwa Dates – 1 kg',
          descriptionAr: 'عجوة المدينة المنورة منتقاة ومعبأة في علب كرتونية فاخرة.',
          descriptionEn: 'Selected Ajwa dates from Madinah, packed in premium cardboard boxes.',
        },
        9500,
        12,
        { group: [10, 14, 10], imageCount: 2 },
      ],
      [
        'food-dates',
        {
          nameAr: 'تمر سكري فاخر – علبة 3 كجم',
          nameEn: 'Sukkari Dates Premium 3 kg Box',
          descriptionAr: 'تمر سكري ذهبي طري من القصيم، منظف ومعبأ طازجاً.',
          descriptionEn: 'Soft golden Sukkari dates from Qassim, cleaned and packed fresh.',
        },
        8500,
        6,
      ],
      [
        'food-dates',
        {
          nameAr: 'تمر صقعي – كرتون 5 كجم',
          nameEn: 'Sagai Dates – 5 kg Carton',
          descriptionAr: 'تمر صقعي نصف جاف بطعم متوازن، للضيافة والمطاعم.',
          descriptionEn: 'Semi-dry Sagai dates with a balanced taste, for hospitality and restaurants.',
        },
        11000,
        4,
      ],
      [
        'food-dates',
        {
          nameAr: 'عجينة تمر للمخابز 10 كجم',
          nameEn: 'Date Paste for Bakeries 10 kg',
          descriptionAr: 'عجينة تمر خلاص ناعمة بدون سكر مضاف، لحشو المعمول والحلويات.',
          descriptionEn: 'Smooth Khalas date paste with no added sugar, for maamoul and fillings.',
        },
        12000,
        2,
      ],
      [
        'food-coffee-tea',
        {
          nameAr: 'قهوة سعودية شقراء بالهيل – 500 جم',
          nameEn: 'Saudi Light-Roast Coffee with Cardamom – 500 g',
          descriptionAr: 'بن محمص تحميصة خفيفة مطحون مع الهيل والزعفران، جاهز للتحضير.',
          descriptionEn: 'Light-roast ground coffee with cardamom and saffron, ready to brew.',
        },
        6500,
        12,
      ],
      [
        'food-coffee-tea',
        {
          nameAr: 'شاي أخضر أكياس – علبة 100 كيس',
          nameEn: 'Green Tea Bags (Box of 100)',
          descriptionAr: 'شاي أخضر صافٍ في أكياس مغلفة فردياً، للمكاتب والفنادق.',
          descriptionEn: 'Pure green tea in individually wrapped bags, for offices and hotels.',
        },
        2200,
        24,
      ],
      [
        'food-sweets-snacks',
        {
          nameAr: 'معمول تمر فاخر – علبة 1 كجم',
          nameEn: 'Premium Date Maamoul – 1 kg Box',
          descriptionAr: 'معمول بالسمن البلدي محشو بعجوة المدينة، مناسب للضيافة.',
          descriptionEn: 'Maamoul made with local ghee and filled with Madinah Ajwa, for serving guests.',
        },
        7500,
        6,
      ],
      [
        'food-sweets-snacks',
        {
          nameAr: 'تمر محشي باللوز 500 جم',
          nameEn: 'Dates Stuffed with Almonds 500 g',
          descriptionAr: 'تمر خضري محشي باللوز المحمص، على صينية هدايا.',
          descriptionEn: 'Khudri dates stuffed with roasted almonds, on a gift tray.',
        },
        5800,
        12,
      ],
      [
        'food-spices-sauces',
        {
          nameAr: 'هيل حب كبير – 1 كجم',
          nameEn: 'Large Green Cardamom – 1 kg',
          descriptionAr: 'هيل أخضر حب كبير منتقى بنكهة قوية للقهوة العربية.',
          descriptionEn: 'Selected large green cardamom pods with a strong flavour, for Arabic coffee.',
        },
        26000,
        1,
      ],
      [
        'food-spices-sauces',
        {
          nameAr: 'زعفران سوبر نقين 4 جم',
          nameEn: 'Saffron Super Negin 4 g',
          descriptionAr: 'شعيرات زعفران حمراء داكنة في علبة معدنية محكمة.',
          descriptionEn: 'Deep-red saffron threads in a sealed tin.',
        },
        4200,
        12,
      ],
    ],
    services: [],
  },
  // 06
  {
    businessName: 'شركة سحابة نجد للبرمجيات',
    name: 'يوسف إبراهيم الحربي',
    city: 'Buraydah',
    bioAr:
      'أنظمة سحابية للمنشآت الصغيرة والمتوسطة: تخطيط الموارد والفوترة الإلكترونية واستضافة داخل المملكة.',
    bioEn:
      'Cloud systems for small and mid-size businesses: ERP, e-invoicing and hosting inside the Kingdom.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-erp-crm',
        {
          nameAr: 'تطبيق نظام ERP سحابي للمنشآت',
          nameEn: 'Cloud ERP Implementation for Businesses',
          descriptionAr:
            'تهيئة نظام تخطيط موارد سحابي للمحاسبة والمخزون والمبيعات، مع نقل البيانات وتدريب الفريق.',
          descriptionEn:
            'Setting up a cloud ERP for accounting, inventory and sales, with data migration and team training.',
        },
        2500000,
        'WEEKDAYS',
        true,
      ],
      [
        'software-e-invoicing',
        {
          nameAr: 'ربط المرحلة الثانية من الفوترة الإلكترونية (فاتورة)',
          nameEn: 'ZATCA E-Invoicing Phase 2 Integration',
          descriptionAr:
            'نربط نظام نقاط البيع أو نظام ERP لديك بمنصة فاتورة: التسجيل وتوقيع ملفات XML واختبار الاعتماد.',
          descriptionEn:
            'We connect your POS or ERP to Fatoora: onboarding, XML signing and clearance testing.',
        },
        900000,
        'WEEKDAYS',
        false,
      ],
      [
        'software-cloud-hosting',
        {
          nameAr: 'استضافة سحابية داخل المملكة',
          nameEn: 'In-Kingdom Cloud Hosting',
          descriptionAr: 'خوادم افتراضية في مراكز بيانات داخل المملكة مع نسخ احتياطي يومي، السعر شهري.',
          descriptionEn:
            'Virtual servers in data centres inside Saudi Arabia with daily backups; monthly price.',
        },
        45000,
        'TWENTY_FOUR_SEVEN',
        false,
      ],
    ],
  },
  // 07
  {
    businessName: 'شركة درع الأمان لمعدات السلامة',
    name: 'رائد محمد الحربي',
    city: 'Jeddah',
    bioAr:
      'معدات الوقاية الشخصية وملابس العمل وأنظمة الحريق للمصانع ومواقع المقاولات، بمستودع في جدة وتوصيل لكل المملكة.',
    bioEn:
      'Personal protective equipment, workwear and fire systems for factories and construction sites, from our Jeddah warehouse with delivery across the Kingdom.',
    deliveryFee: 2500,
    products: [
      [
        'hardware-safety-ppe',
        {
          nameAr: 'قفازات نتريل زرقاء – علبة 100 حبة',
          nameEn: 'Nitrile Gloves Box of 100',
          descriptionAr: 'قفازات فحص نتريل زرقاء بدون بودرة، سماكة 4 ميل، مقاسات من S إلى XL.',
          descriptionEn: 'Powder-free blue nitrile examination gloves, 4 mil, sizes S to XL.',
        },
        1800,
        10,
        { group: [30, 10, 12] },
      ],
      [
        'hardware-safety-ppe',
        {
          nameAr: 'قفازات نتريل',
          nameEn: 'Black Nitrile Gloves',
          descriptionAr: 'قفازات نتريل سوداء مقاومة للزيوت والكيماويات للورش والمطابخ، علبة 100 حبة.',
          descriptionEn:
            'Black nitrile gloves resistant to oils and chemicals, for workshops and kitchens; box of 100.',
        },
        2200,
        10,
      ],
      [
        'hardware-safety-ppe',
        {
          nameAr: 'خوذة سلامة بيضاء بحزام قابل للتعديل',
          nameEn: 'White Safety Helmet with Adjustable Harness',
          descriptionAr: 'خوذة HDPE بتهوية جانبية وحزام داخلي بست نقاط، مطابقة لمعيار EN 397.',
          descriptionEn: 'HDPE helmet with side vents and a six-point inner harness, to EN 397.',
        },
        2500,
        20,
      ],
      [
        'hardware-safety-ppe',
        {
          nameAr: 'سترة سلامة عاكسة فئة 2',
          nameEn: 'Hi-Vis Safety Vest Class 2',
          descriptionAr: 'سترة شبكية عاكسة بسحاب أمامي وجيب للبطاقة، باللون البرتقالي أو الأخضر الليموني.',
          descriptionEn: 'Reflective mesh vest with zip front and ID pocket, orange or lime.',
        },
        1200,
        50,
        { imageCount: 2 },
      ],
      [
        'hardware-safety-ppe',
        {
          nameAr: 'كمامات N95 – علبة 20',
          nameEn: 'N95 Respirator Masks – Box of 20',
          descriptionAr: 'كمامات تنفس بكفاءة ترشيح 95% للغبار والجسيمات في مواقع البناء.',
          descriptionEn:
            'Respirators with 95% filtration efficiency against dust and particles on construction sites.',
        },
        4500,
        12,
        { stock: 0 },
      ],
      [
        'fashion-uniforms-workwear',
        {
          nameAr: 'أفرول عمل قطني كحلي',
          nameEn: 'Navy Cotton Work Coverall',
          descriptionAr: 'أفرول قطن 100% بسحاب أمامي وأشرطة عاكسة، مقاسات من M إلى 3XL.',
          descriptionEn: '100% cotton coverall with a front zip and reflective tape, sizes M to 3XL.',
        },
        8500,
        10,
      ],
      [
        'fashion-uniforms-workwear',
        {
          nameAr: 'أفرول مقاوم للهب 88/12',
          nameEn: 'Flame-Resistant Coverall 88/12',
          descriptionAr: 'أفرول قطن ونايلون مقاوم للهب لمواقع النفط والغاز، كحلي، مقاسات من M إلى 3XL.',
          descriptionEn: 'Cotton/nylon FR coverall for oil and gas sites, navy, sizes M to 3XL.',
        },
        26500,
        5,
      ],
      [
        'fashion-footwear',
        {
          nameAr: 'حذاء سلامة برقبة عالية S3',
          nameEn: 'S3 High-Cut Safety Boots',
          descriptionAr: 'حذاء جلد طبيعي بمقدمة فولاذية ونعل مقاوم للانزلاق والزيوت والحرارة.',
          descriptionEn:
            'Genuine leather boots with a steel toe cap and a sole resistant to slipping, oil and heat.',
        },
        18900,
        6,
      ],
      [
        'health-medical-supplies',
        {
          nameAr: 'حقيبة إسعافات أولية للمنشآت 50 قطعة',
          nameEn: 'Workplace First Aid Kit, 50 Pieces',
          descriptionAr: 'حقيبة إسعافات مجهزة للمكاتب ومواقع العمل وفق متطلبات الدفاع المدني.',
          descriptionEn: 'First aid kit for offices and work sites, stocked to Civil Defense requirements.',
        },
        9500,
        1,
      ],
      [
        'energy-efficient-lighting',
        {
          nameAr: 'لوحة مخرج طوارئ LED',
          nameEn: 'LED Emergency Exit Sign',
          descriptionAr: 'لوحة مخرج مضاءة باستمرار ببطارية تعمل 3 ساعات، تركيب جداري أو سقفي.',
          descriptionEn: 'Maintained LED exit sign with a 3-hour battery, wall or ceiling mount.',
        },
        7500,
        1,
      ],
    ],
    services: [
      [
        'repair-fire-safety',
        {
          nameAr: 'تركيب وصيانة أنظمة الإنذار والإطفاء',
          nameEn: 'Fire Alarm and Sprinkler Installation and Maintenance',
          descriptionAr: 'تركيب وفحص أنظمة إنذار الحريق والرشاشات والطفايات مع تقارير معتمدة للدفاع المدني.',
          descriptionEn:
            'Installation and inspection of fire alarms, sprinklers and extinguishers, with approved Civil Defense reports.',
        },
        250000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'repair-cctv-security',
        {
          nameAr: 'تركيب كاميرات مراقبة للمستودعات',
          nameEn: 'CCTV Installation for Warehouses',
          descriptionAr: 'أنظمة كاميرات IP مع جهاز تسجيل ومشاهدة عن بعد، مصممة حسب موقعك مع صيانة لمدة سنة.',
          descriptionEn:
            'IP camera systems with recorder and remote viewing, designed for your site; one year of maintenance.',
        },
        850000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-product-certification',
        {
          nameAr: 'شهادات مطابقة سابر لمعدات السلامة',
          nameEn: 'SABER Conformity Certificates for Safety Equipment',
          descriptionAr:
            'نجهز ملفات شهادات المطابقة وشهادات الإرساليات لمعدات السلامة المستوردة عبر منصة سابر.',
          descriptionEn:
            'We prepare product and shipment conformity certificates for imported safety equipment through the SABER platform.',
        },
        120000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 08
  {
    businessName: 'شركة واحة القصيم للتجهيزات الزراعية',
    name: 'عبدالعزيز صالح المطيري',
    city: 'Buraydah',
    bioAr:
      'بذور وشتلات وأسمدة وأنظمة ري وأعلاف للمزارع والمشاتل في القصيم وما حولها، مع خبرة في زراعة النخيل.',
    bioEn:
      'Seeds, seedlings, fertilizers, irrigation systems and feed for farms and nurseries in and around Qassim, with experience in date palm cultivation.',
    deliveryFee: 3500,
    products: [
      [
        'agri-seeds-seedlings',
        {
          nameAr: 'بذور طماطم هجين – 1000 بذرة',
          nameEn: 'Hybrid Tomato Seeds – 1,000 Seeds',
          descriptionAr: 'بذور طماطم هجين عالية الإنتاجية متحملة للحرارة، مناسبة للبيوت المحمية.',
          descriptionEn: 'High-yield, heat-tolerant hybrid tomato seeds, suited to greenhouses.',
        },
        12500,
        10,
      ],
      [
        'agri-seeds-seedlings',
        {
          nameAr: 'فسائل نخيل سكري',
          nameEn: 'Sukkari Date Palm Offshoots',
          descriptionAr: 'نخيل سكري من زراعة الأنسجة بعمر سنتين، في أكياس سعة 25 لتراً.',
          descriptionEn: 'Tissue-culture Sukkari palms, two years old, in 25 L bags.',
        },
        9500,
        1,
        { minCases: 10, group: [100, 21, 10] },
      ],
      [
        'agri-fertilizers',
        {
          nameAr: 'سماد NPK 20-20-20 ذائب – 25 كجم',
          nameEn: 'Water-Soluble NPK 20-20-20 Fertilizer – 25 kg',
          descriptionAr: 'سماد متوازن كامل الذوبان مع عناصر صغرى، للتسميد مع الري بالتنقيط.',
          descriptionEn:
            'Fully soluble balanced fertilizer with micronutrients, for fertigation through drip systems.',
        },
        16500,
        1,
        { group: [40, 14, 8] },
      ],
      [
        'agri-pesticides',
        {
          nameAr: 'مبيد حشري عضوي بزيت النيم 1 لتر',
          nameEn: 'Neem Oil Organic Insecticide 1 L',
          descriptionAr:
            'مركز زيت النيم معصور على البارد لمكافحة المن والذبابة البيضاء، مناسب للمزارع العضوية.',
          descriptionEn:
            'Cold-pressed neem concentrate against aphids and whitefly, suitable for organic farms.',
        },
        6500,
        12,
      ],
      [
        'agri-irrigation',
        {
          nameAr: 'خرطوم تنقيط 16 مم – لفة 500 م',
          nameEn: '16 mm Drip Line – 500 m Roll',
          descriptionAr: 'خرطوم تنقيط بنقاطات مدمجة كل 30 سم بتدفق 4 لتر في الساعة.',
          descriptionEn: 'Drip line with built-in emitters every 30 cm, flow 4 L per hour.',
        },
        28000,
        1,
      ],
      [
        'agri-farm-equipment',
        {
          nameAr: 'حراثة زراعية بنزين 7 حصان',
          nameEn: 'Garden Tiller 7 HP Petrol',
          descriptionAr: 'حراثة بنزين بأسنان خلفية للمزارع الصغيرة ومزارع النخيل، عرض الحراثة 60 سم.',
          descriptionEn: 'Rear-tine petrol tiller for small farms and palm groves, 60 cm working width.',
        },
        285000,
        1,
      ],
      [
        'agri-greenhouses',
        {
          nameAr: 'شبك تظليل زراعي 70% – 4×50 م',
          nameEn: 'Agricultural Shade Net 70% – 4×50 m',
          descriptionAr:
            'شبك تظليل من البولي إيثيلين المعالج ضد الأشعة فوق البنفسجية للبيوت المحمية والمظلات.',
          descriptionEn: 'UV-treated polyethylene shade net for greenhouses and canopies.',
        },
        32000,
        1,
      ],
      [
        'agri-livestock-feed',
        {
          nameAr: 'علف أغنام مكعبات 16% بروتين – 50 كجم',
          nameEn: 'Sheep Feed Pellets 16% Protein – 50 kg',
          descriptionAr: 'أعلاف مكعبات متوازنة للأغنام والماعز مدعمة بالفيتامينات والأملاح.',
          descriptionEn: 'Balanced pelleted feed for sheep and goats, fortified with vitamins and minerals.',
        },
        5200,
        1,
        { minCases: 20, group: [200, 7, 5] },
      ],
      [
        'agri-veterinary',
        {
          nameAr: 'محقن بيطري أوتوماتيكي 5 مل',
          nameEn: 'Automatic Veterinary Syringe 5 ml',
          descriptionAr: 'محقن قابل للتعقيم بجرعة قابلة للضبط لتطعيم القطعان بسرعة.',
          descriptionEn: 'Sterilisable syringe with an adjustable dose, for vaccinating herds quickly.',
        },
        7500,
        6,
      ],
      [
        'pets-food-accessories',
        {
          nameAr: 'أكل قطط جاف بالدجاج والأرز 10 كجم',
          nameEn: 'Dry Cat Food Chicken & Rice 10 kg',
          descriptionAr: 'غذاء جاف متكامل للقطط البالغة بالدجاج والأرز.',
          descriptionEn: 'Complete dry food for adult cats, with chicken and rice.',
        },
        14500,
        1,
      ],
    ],
    services: [],
  },
  // 09
  {
    businessName: 'مكتب الميزان للمحاسبة والاستشارات',
    name: 'Abdullah Al-Harbi',
    city: 'Riyadh',
    bioAr:
      'محاسبون قانونيون يخدمون المنشآت الصغيرة والمتوسطة في مسك الدفاتر والزكاة وضريبة القيمة المضافة ودراسات الجدوى.',
    bioEn:
      'Certified public accountants serving small and mid-size businesses with bookkeeping, zakat, VAT and feasibility studies.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-accounting',
        {
          nameAr: 'مسك دفاتر شهري للمنشآت الصغيرة',
          nameEn: 'Monthly Bookkeeping for Small Businesses',
          descriptionAr: 'تسجيل القيود وإعداد القوائم المالية الشهرية على نظامك المحاسبي أو نظامنا.',
          descriptionEn:
            'Recording entries and preparing monthly financial statements on your accounting system or ours.',
        },
        150000,
        'WEEKDAYS',
        false,
      ],
      [
        'legal-zatca-vat',
        {
          nameAr: 'إقرارات ضريبة القيمة المضافة والزكاة',
          nameEn: 'VAT Returns and Zakat Filing',
          descriptionAr:
            'إقرارات ضريبة القيمة المضافة الربعية والإقرار الزكوي ومتابعة هيئة الزكاة والضريبة والجمارك، يتولاها محاسبون معتمدون.',
          descriptionEn:
            'Quarterly VAT returns, the zakat declaration and ZATCA correspondence, handled by certified accountants.',
        },
        250000,
        'WEEKDAYS',
        true,
      ],
      [
        'business-consulting',
        {
          nameAr: 'استشارات إدارية ودراسات جدوى',
          nameEn: 'Management Consulting and Feasibility Studies',
          descriptionAr: 'دراسات جدوى اقتصادية وخطط أعمال قابلة للتقديم لجهات التمويل.',
          descriptionEn:
            'Economic feasibility studies and business plans ready to submit to financing bodies.',
        },
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 10
  {
    businessName: 'مصنع الجبيل للبوليمرات والكيماويات',
    name: 'م. فهد سالم العنزي',
    city: 'Jubail',
    bioAr:
      'مصنع في مدينة الجبيل الصناعية لتوزيع البوليمرات والكيماويات الصناعية والمعادن، مع خطوط حقن وتصنيع تعاقدي.',
    bioEn:
      'A plant in Jubail Industrial City distributing polymers, industrial chemicals and metals, with injection moulding lines and contract manufacturing.',
    deliveryFee: 20000,
    products: [
      [
        'raw-plastics-polymers',
        {
          nameAr: 'حبيبات بولي إيثيلين HDPE – كيس 25 كجم',
          nameEn: 'HDPE Granules – 25 kg Bag',
          descriptionAr: 'حبيبات HDPE بكر لقولبة النفخ والحقن، مؤشر انصهار 0.3، إنتاج محلي.',
          descriptionEn:
            'Virgin HDPE granules for blow and injection moulding, melt index 0.3, made in Saudi Arabia.',
        },
        15500,
        40,
        { group: [4, 21, 8] },
      ],
      [
        'raw-plastics-polymers',
        {
          nameAr: 'حبيبات بولي بروبلين هوموبوليمر 25 كجم',
          nameEn: 'PP Homopolymer Granules 25 kg',
          descriptionAr:
            'بولي بروبلين بدرجة الحقن ومؤشر انصهار 12، للأغطية والأدوات المنزلية والعبوات رقيقة الجدار.',
          descriptionEn:
            'Injection-grade polypropylene, MFI 12, for caps, housewares and thin-wall packaging.',
        },
        14200,
        40,
      ],
      [
        'raw-plastics-polymers',
        {
          nameAr: 'ماستر باتش أبيض تيتانيوم 25 كجم',
          nameEn: 'White Titanium Masterbatch 25 kg',
          descriptionAr: 'ماستر باتش أبيض بتركيز 60% ثاني أكسيد التيتانيوم لتلوين الأفلام والعبوات.',
          descriptionEn: 'White masterbatch with 60% titanium dioxide for colouring films and containers.',
        },
        29000,
        1,
      ],
      [
        'raw-industrial-chemicals',
        {
          nameAr: 'صودا كاوية رقائق 99% – كيس 25 كجم',
          nameEn: 'Caustic Soda Flakes 99% – 25 kg Bag',
          descriptionAr: 'هيدروكسيد الصوديوم بنقاوة 99% لمصانع المنظفات ومعالجة المياه، مع شهادة التحليل.',
          descriptionEn:
            'Sodium hydroxide, 99% pure, for detergent plants and water treatment, with a certificate of analysis.',
        },
        9500,
        40,
      ],
      [
        'raw-industrial-chemicals',
        {
          nameAr: 'كحول أيزوبروبيل 99.9% – جالون 20 لتر',
          nameEn: 'Isopropyl Alcohol 99.9% (20 L Drum)',
          descriptionAr:
            'كحول أيزوبروبيل بدرجة تقنية لتنظيف الإلكترونيات وخطوط الطباعة والتعقيم، مع صحيفة بيانات السلامة.',
          descriptionEn:
            'Technical-grade IPA for cleaning electronics, printing and disinfection lines; safety data sheet supplied.',
        },
        18500,
        1,
      ],
      [
        'raw-industrial-chemicals',
        {
          nameAr: 'حمض الستريك اللامائي – 25 كجم',
          nameEn: 'Anhydrous Citric Acid – 25 kg',
          descriptionAr: 'حمض ستريك بدرجة غذائية لمصانع العصائر والمنظفات.',
          descriptionEn: 'Food-grade citric acid for juice and detergent plants.',
        },
        16000,
        1,
        { stock: 0 },
      ],
      [
        'raw-steel-metals',
        {
          nameAr: 'حديد تسليح 12 مم – طن',
          nameEn: 'Rebar 12 mm – per Tonne',
          descriptionAr: 'حديد تسليح مطابق للمواصفات القياسية السعودية بأطوال 12 متراً، يباع بالطن.',
          descriptionEn: 'Reinforcing steel to Saudi standards in 12 m lengths, sold by the tonne.',
        },
        265000,
        1,
        { minCases: 5, maxCases: null },
      ],
      [
        'raw-steel-metals',
        {
          nameAr: 'لوح ألمنيوم 1050 H14 سماكة 1.5 مم',
          nameEn: 'Aluminium Sheet 1050 H14, 1.5 mm',
          descriptionAr: 'ألواح 1220 × 2440 مم بتشطيب المصنع، للوحات الإعلانية ومجاري الهواء وأعمال التصنيع.',
          descriptionEn: '1220 × 2440 mm mill-finish sheets for signage, ducting and fabrication.',
        },
        21000,
        1,
      ],
    ],
    services: [
      [
        'mfg-contract-manufacturing',
        {
          nameAr: 'تصنيع تعاقدي للمنظفات والمعقمات',
          nameEn: 'Contract Manufacturing of Detergents and Sanitisers',
          descriptionAr: 'نصنع المنظفات والمعقمات بتركيبتك أو تركيبتنا في مصنع مرخص، مع التعبئة والتوثيق.',
          descriptionEn:
            'We make detergents and sanitisers to your formula or ours in a licensed plant, with filling and documentation.',
        },
        5000000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-plastic-molding',
        {
          nameAr: 'حقن البلاستيك بكميات محدودة',
          nameEn: 'Plastic Injection Molding, Short Runs',
          descriptionAr: 'تشغيلات من 5,000 قطعة على مكائن من 80 إلى 450 طناً، وتصنيع القوالب عبر شركائنا.',
          descriptionEn:
            'Runs from 5,000 parts on 80 to 450 tonne machines; moulds made through our partners.',
        },
        1200000,
        'WEEKDAYS',
        true,
      ],
      [
        'mfg-3d-printing',
        {
          nameAr: 'طباعة نماذج أولية ثلاثية الأبعاد',
          nameEn: '3D-Printed Prototypes',
          descriptionAr:
            'نماذج أولية بتقنيتي FDM وSLA لاختبار الشكل والتركيب قبل صناعة القالب، خلال 3 أيام عمل.',
          descriptionEn:
            'FDM and SLA prototypes to test form and fit before the mould is made, within 3 working days.',
        },
        45000,
        'APPOINTMENT',
        false,
      ],
    ],
  },
  // 11
  {
    businessName: 'دار المسك للعطور ومستحضرات التجميل',
    name: 'أمل حسن باعشن',
    city: 'Makkah',
    bioAr:
      'عطور شرقية ودهن عود وبخور ومستحضرات عناية من مكة المكرمة، بالجملة للمحلات والفنادق وهدايا الشركات.',
    bioEn:
      'Oriental perfumes, oud oil, bakhoor and personal care from Makkah, wholesale for shops, hotels and corporate gifts.',
    deliveryFee: 2000,
    products: [
      [
        'beauty-perfumes-oud',
        {
          nameAr: 'دهن عود كمبودي – تولة',
          nameEn: 'Cambodian Oud Oil – 1 Tola',
          descriptionAr: 'دهن عود معتق بتركيز عالٍ وثبات طويل، تولة 12 مل في زجاجة كريستال.',
          descriptionEn:
            'Aged, highly concentrated oud oil with a long-lasting scent; a 12 ml tola in a crystal bottle.',
        },
        45000,
        1,
        { imageCount: 2 },
      ],
      [
        'beauty-perfumes-oud',
        {
          nameAr: 'بخور معمول فاخر – 250 جم',
          nameEn: 'Premium Bakhoor Maamoul – 250 g',
          descriptionAr: 'معمول مصنوع يدوياً من العود والمسك والعنبر، للمجالس والمناسبات.',
          descriptionEn: 'Handmade maamoul bakhoor of oud, musk and amber, for majlis and occasions.',
        },
        9500,
        12,
        { group: [10, 14, 10] },
      ],
      [
        'beauty-perfumes-oud',
        {
          nameAr: 'عطر مسك أبيض أو دو برفان 50 مل',
          nameEn: 'White Musk Eau de Parfum 50 ml',
          descriptionAr: 'عطر نظيف بالمسك الأبيض في علبة هدايا.',
          descriptionEn: 'A clean white-musk fragrance in a gift box.',
        },
        6500,
        12,
      ],
      [
        'beauty-skincare',
        {
          nameAr: 'كريم مرطب بزيت الأرغان 200 مل',
          nameEn: 'Argan Oil Moisturising Cream 200 ml',
          descriptionAr: 'كريم للوجه واليدين بزيت الأرغان وزبدة الشيا لترطيب البشرة الجافة.',
          descriptionEn: 'Face and hand cream with argan oil and shea butter for dry skin.',
        },
        3200,
        24,
      ],
      [
        'beauty-makeup',
        {
          nameAr: 'كحل إثمد أسود',
          nameEn: 'Black Ithmid Kohl',
          descriptionAr: 'كحل إثمد ناعم مقاوم للماء في مكحلة تقليدية.',
          descriptionEn: 'Fine, water-resistant ithmid kohl in a traditional kohl pot.',
        },
        1800,
        24,
      ],
      [
        'beauty-haircare',
        {
          nameAr: 'زيت شعر بإكليل الجبل والحبة السوداء 100 مل',
          nameEn: 'Rosemary & Black Seed Hair Oil 100 ml',
          descriptionAr: 'مزيج مغذٍّ من زيوت معصورة على البارد لفروة الرأس والشعر، بدون زيوت معدنية.',
          descriptionEn: 'Nourishing blend of cold-pressed oils for scalp and hair, no mineral oil.',
        },
        3900,
        24,
      ],
      [
        'beauty-natural-organic',
        {
          nameAr: 'صابون زيت الزيتون الطبيعي – 12 قطعة',
          nameEn: 'Natural Olive Oil Soap – 12 Bars',
          descriptionAr: 'صابون مصنوع بالطريقة الباردة من زيت الزيتون البكر، بدون عطور صناعية.',
          descriptionEn: 'Cold-process soap made from virgin olive oil, with no synthetic fragrance.',
        },
        7200,
        6,
      ],
      [
        'beauty-mens-grooming',
        {
          nameAr: 'زيت لحية بالعود والصندل 30 مل',
          nameEn: 'Beard Oil Oud & Sandalwood 30 ml',
          descriptionAr: 'زيت لتنعيم اللحية برائحة عود خفيفة، في زجاجة عنبرية بقطارة.',
          descriptionEn: 'Softening beard oil with a light oud scent, in an amber dropper bottle.',
        },
        4500,
        12,
      ],
      [
        'beauty-salon-spa',
        {
          nameAr: 'مناشف صالونات للاستخدام مرة واحدة – 100 حبة',
          nameEn: 'Disposable Salon Towels – 100 pcs',
          descriptionAr: 'مناشف ناعمة تستخدم لمرة واحدة للصالونات والمراكز الصحية.',
          descriptionEn: 'Soft single-use towels for salons and spas.',
        },
        4900,
        10,
      ],
      [
        'fashion-watches-jewelry',
        {
          nameAr: 'مسبحة كهرمان طبيعي 33 حبة',
          nameEn: 'Natural Amber Prayer Beads, 33 Beads',
          descriptionAr: 'مسبحة من الكهرمان الطبيعي مع شهادة فحص، في علبة هدايا.',
          descriptionEn: 'Natural amber misbaha with a test certificate, in a gift box.',
        },
        65000,
        1,
      ],
    ],
    services: [
      [
        'mfg-private-label',
        {
          nameAr: 'عطور بعلامتك التجارية',
          nameEn: 'Private Label Perfumes',
          descriptionAr: 'نطور ونعبئ العطور ودهن العود باسم علامتك مع تصميم العلبة، الحد الأدنى 500 عبوة.',
          descriptionEn:
            'We develop and fill perfumes and oud oil under your brand, with box design; minimum 500 units.',
        },
        2500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 12
  {
    businessName: 'شركة المسار السريع للنقل والخدمات اللوجستية',
    name: 'فيصل مبارك الدوسري',
    city: 'Dammam',
    bioAr:
      'أسطول شاحنات وورشة صيانة في الدمام لنقل البضائع بين المدن وخدمات الشحن الدولي من الباب إلى الباب.',
    bioEn:
      'A truck fleet and maintenance workshop in Dammam for intercity freight and door-to-door international shipping.',
    deliveryFee: 6000,
    products: [
      [
        'packaging-pallets-film',
        {
          nameAr: 'طبليات خشب 120×100 سم',
          nameEn: 'Wooden Pallets 120×100 cm',
          descriptionAr: 'طبليات خشبية معالجة حرارياً وفق ISPM 15 صالحة للتصدير، تتحمل 1.5 طن.',
          descriptionEn: 'ISPM 15 heat-treated wooden pallets fit for export, rated for 1.5 tonnes.',
        },
        4500,
        10,
      ],
      [
        'packaging-cartons-boxes',
        {
          nameAr: 'طقم كراتين نقل العفش (20 كرتون + شريط لاصق)',
          nameEn: 'Moving Boxes Kit (20 Boxes + Tape)',
          descriptionAr: 'كراتين نقل مزدوجة الجدار بثلاثة مقاسات، مع شريط تغليف وأقلام تحديد.',
          descriptionEn: 'Double-wall moving boxes in three sizes, with packing tape and markers.',
        },
        12500,
        1,
      ],
    ],
    services: [
      [
        'logistics-land-transport',
        {
          nameAr: 'نقل بضائع بالشاحنات بين المدن',
          nameEn: 'Intercity Truck Freight',
          descriptionAr: 'شاحنات تريلا وديّنا لنقل البضائع بين الدمام والرياض وجدة مع تأمين على الحمولة.',
          descriptionEn:
            'Trailers and dyna trucks carrying goods between Dammam, Riyadh and Jeddah, with cargo insurance.',
        },
        250000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'logistics-freight-forwarding',
        {
          nameAr: 'خدمات الشحن الدولي للاستيراد ودول الخليج',
          nameEn: 'Freight Forwarding, Import and GCC',
          descriptionAr: 'شحن من الباب إلى الباب من آسيا ودول الخليج، مع خيارات الشحن المجمّع (LCL).',
          descriptionEn: 'Door-to-door forwarding from Asia and the GCC, with consolidated LCL options.',
        },
        600000,
        'WEEKDAYS',
        true,
      ],
      [
        'repair-fleet-vehicles',
        {
          nameAr: 'صيانة أساطيل الشركات',
          nameEn: 'Company Fleet Maintenance',
          descriptionAr: 'صيانة دورية للشاحنات والسيارات في ورشتنا بالدمام مع سجل صيانة إلكتروني لكل مركبة.',
          descriptionEn:
            'Scheduled servicing of trucks and cars at our Dammam workshop, with an electronic service record for each vehicle.',
        },
        45000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 13
  {
    businessName: 'مؤسسة البناء المتين لمواد البناء',
    name: 'سلطان فهد الرشيدي',
    city: 'Hail',
    bioAr: 'مواد بناء ودهانات ومستلزمات سباكة للمقاولين والأفراد في حائل، مع مكتب هندسي وفريق صيانة للمباني.',
    bioEn:
      'Building materials, paints and plumbing supplies for contractors and homeowners in Hail, with an engineering office and a building maintenance team.',
    deliveryFee: 15000,
    products: [
      [
        'hardware-building-materials',
        {
          nameAr: 'أسمنت بورتلاندي عادي 50 كجم',
          nameEn: 'Ordinary Portland Cement 50 kg',
          descriptionAr: 'أسمنت بورتلاندي عادي مطابق للمواصفة القياسية السعودية، للخرسانة واللياسة.',
          descriptionEn: 'Ordinary Portland cement to the Saudi standard, for concrete and plastering.',
        },
        1650,
        1,
        { minCases: 20, group: [400, 14, 6] },
      ],
      [
        'hardware-building-materials',
        {
          nameAr: 'بلوك أسمنتي معزول 20 سم',
          nameEn: 'Insulated Concrete Block 20 cm',
          descriptionAr: 'بلوك خرساني معزول بالبوليسترين للجدران الخارجية، يخفض استهلاك التكييف.',
          descriptionEn:
            'Polystyrene-insulated concrete block for external walls; lowers air-conditioning consumption.',
        },
        450,
        100,
        { minCases: 5 },
      ],
      [
        'hardware-building-materials',
        {
          nameAr: 'ألواح جبس بورد 12.5 مم، 120×240 سم',
          nameEn: 'Gypsum Board 12.5 mm, 120×240 cm',
          descriptionAr: 'ألواح جبس قياسية للقواطع والأسقف المعلقة.',
          descriptionEn: 'Standard plasterboard for partitions and ceilings.',
        },
        2400,
        50,
      ],
      [
        'hardware-building-materials',
        {
          nameAr: 'رمل أحمر مغربل – حمولة 20 م³',
          nameEn: 'Screened Red Sand – 20 m³ Load',
          descriptionAr: 'رمل أحمر مغربل للياسة والمباني، يورَّد بالقلاب إلى موقعك داخل حائل.',
          descriptionEn:
            'Screened red sand for plastering and building, delivered by tipper truck to your site within Hail.',
        },
        120000,
        1,
      ],
      [
        'hardware-paints-coatings',
        {
          nameAr: 'دهان أكريليك داخلي مطفي 18 لتر',
          nameEn: 'Matt Interior Acrylic Paint 18 L',
          descriptionAr: 'دهان مائي قابل للغسيل بتغطية عالية، أبيض أساس قابل للتلوين.',
          descriptionEn: 'Washable water-based paint with high coverage; white base, tintable.',
        },
        18500,
        1,
      ],
      [
        'hardware-paints-coatings',
        {
          nameAr: 'عازل مائي بيتوميني 20 كجم',
          nameEn: 'Bitumen Waterproofing Coating 20 kg',
          descriptionAr: 'مستحلب بيتوميني يُطبق على البارد للأسطح والأساسات والأماكن الرطبة.',
          descriptionEn: 'Cold-applied bitumen emulsion for roofs, foundations and wet areas.',
        },
        12500,
        1,
      ],
      [
        'hardware-paints-coatings',
        {
          nameAr: 'معجون حوائط جاهز 25 كجم',
          nameEn: 'Ready-Mixed Wall Putty 25 kg',
          descriptionAr: 'معجون أكريليك ناعم لتسوية الجدران قبل الدهان، سهل الصنفرة.',
          descriptionEn: 'Smooth acrylic putty for levelling walls before painting; easy to sand.',
        },
        4800,
        1,
      ],
      [
        'hardware-plumbing',
        {
          nameAr: 'مواسير UPVC مقاس 4 بوصة – 6 م',
          nameEn: 'UPVC Pipes 4 in – 6 m',
          descriptionAr: 'مواسير صرف صحي UPVC مطابقة للمواصفات السعودية.',
          descriptionEn: 'UPVC drainage pipes to Saudi standards.',
        },
        5500,
        1,
      ],
      [
        'hardware-plumbing',
        {
          nameAr: 'مواسير PPR قطر 25 مم PN20 (4 م)',
          nameEn: 'PPR Pipe 25 mm PN20 (4 m)',
          descriptionAr: 'مواسير PPR للمياه الحارة والباردة تُوصل باللحام الحراري، بطول 4 م.',
          descriptionEn: 'Hot and cold water PPR pipes for heat-fusion joints, 4 m lengths.',
        },
        1900,
        25,
      ],
      [
        'hardware-plumbing',
        {
          nameAr: 'خلاط مغسلة نحاسي كروم',
          nameEn: 'Chrome Brass Basin Mixer',
          descriptionAr: 'خلاط مغسلة بخرطوشة سيراميك 35 مم وضمان سنتين.',
          descriptionEn: 'Basin mixer with a 35 mm ceramic cartridge and a two-year warranty.',
        },
        14500,
        1,
        { stock: 0 },
      ],
    ],
    services: [
      [
        'repair-plumbing-services',
        {
          nameAr: 'أعمال السباكة وكشف التسربات',
          nameEn: 'Plumbing Works and Leak Detection',
          descriptionAr: 'كشف تسربات المياه بالأجهزة الحرارية دون تكسير، وإصلاح التمديدات وخزانات المياه.',
          descriptionEn:
            'Thermal leak detection without breaking walls, and repair of water lines and tanks.',
        },
        35000,
        'EVERYDAY',
        true,
      ],
      [
        'repair-facility-maintenance',
        {
          nameAr: 'عقود صيانة المباني التجارية',
          nameEn: 'Commercial Building Maintenance Contracts',
          descriptionAr: 'صيانة شاملة للمباني والمستودعات: كهرباء وسباكة ودهانات وأعمال مدنية بعقد سنوي.',
          descriptionEn:
            'Full maintenance of buildings and warehouses on an annual contract: electrical, plumbing, painting and civil works.',
        },
        1800000,
        'WEEKDAYS',
        true,
      ],
      [
        'design-architectural',
        {
          nameAr: 'تصميم معماري ومخططات رخصة البناء',
          nameEn: 'Architectural Design and Permit Drawings',
          descriptionAr: 'تصاميم فلل ومبانٍ تجارية مع المخططات المطلوبة لاستخراج رخصة البناء.',
          descriptionEn: 'Villa and commercial building designs with the drawings a building permit needs.',
        },
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 14
  {
    businessName: 'شركة الأغذية الجنوبية للتجارة',
    name: 'إبراهيم حسن مدخلي',
    city: 'Jazan',
    bioAr: 'موزع مواد غذائية ومجمدات في جازان، بأسطول مبرد ومستودعات تبريد تخدم المطاعم والبقالات في الجنوب.',
    bioEn:
      'Food and frozen goods distributor in Jazan, with refrigerated trucks and cold stores serving restaurants and grocery stores in the south.',
    deliveryFee: 3500,
    products: [
      [
        'food-dry-goods',
        {
          nameAr: 'أرز بسمتي سيلا 10 كجم',
          nameEn: 'Sella Basmati Rice 10 kg',
          descriptionAr: 'أرز بسمتي طويل الحبة معتق، مناسب للكبسة والمندي.',
          descriptionEn: 'Aged long-grain basmati rice, suited to kabsa and mandi.',
        },
        9500,
        4,
        { group: [10, 14, 8] },
      ],
      [
        'food-dry-goods',
        {
          nameAr: 'سكر ناعم 10 كجم',
          nameEn: 'Fine Granulated Sugar 10 kg',
          descriptionAr: 'سكر أبيض مكرر للمطاعم والمخابز.',
          descriptionEn: 'Refined white sugar for restaurants and bakeries.',
        },
        3200,
        4,
      ],
      [
        'food-dry-goods',
        {
          nameAr: 'عدس أحمر مجروش – 5 كجم',
          nameEn: 'Split Red Lentils – 5 kg',
          descriptionAr: 'عدس أحمر منقى للشوربات، في أكياس محكمة.',
          descriptionEn: 'Cleaned red lentils for soups, in sealed bags.',
        },
        3400,
        4,
      ],
      [
        'food-beverages-water',
        {
          nameAr: 'مياه شرب 330 مل – كرتون 40 عبوة',
          nameEn: 'Drinking Water 330 ml – Carton of 40',
          descriptionAr: 'مياه نقية منخفضة الصوديوم في عبوات صغيرة للمكاتب والفعاليات.',
          descriptionEn: 'Pure low-sodium water in small bottles for offices and events.',
        },
        1300,
        1,
        { minCases: 10 },
      ],
      [
        'food-beverages-water',
        {
          nameAr: 'نكتار مانجو 250 مل – 24 عبوة',
          nameEn: 'Mango Nectar 250 ml (Pack of 24)',
          descriptionAr: 'نكتار مانجو جازان بدون مواد حافظة، في عبوات كرتونية.',
          descriptionEn: 'Jazan mango nectar without preservatives, in carton packs.',
        },
        3600,
        1,
      ],
      [
        'food-frozen-chilled',
        {
          nameAr: 'روبيان جازان مجمد – 2 كجم',
          nameEn: 'Frozen Jazan Shrimp – 2 kg',
          descriptionAr: 'روبيان من سواحل جازان، منظف ومجمد قطعة قطعة.',
          descriptionEn: 'Shrimp from the Jazan coast, cleaned and individually frozen.',
        },
        16500,
        5,
      ],
      [
        'food-frozen-chilled',
        {
          nameAr: 'صدور دجاج فيليه مجمدة 2 كجم',
          nameEn: 'Frozen Chicken Breast Fillet 2 kg',
          descriptionAr: 'صدور دجاج بدون جلد وعظم، مجمدة سريعاً قطعة قطعة، من مزارع سعودية.',
          descriptionEn: 'Skinless boneless chicken breast, individually quick frozen, from Saudi farms.',
        },
        4800,
        6,
      ],
      [
        'food-frozen-chilled',
        {
          nameAr: 'بطاطس مقلية مجمدة 9 مم – 2.5 كجم',
          nameEn: 'Frozen French Fries 9 mm – 2.5 kg',
          descriptionAr: 'بطاطس مقطعة مجمدة سريعاً للمطاعم، قطع متساوية 9 مم.',
          descriptionEn: 'Quick-frozen cut potatoes for restaurants, in even 9 mm pieces.',
        },
        2300,
        4,
        { stock: 0 },
      ],
      [
        'food-coffee-tea',
        {
          nameAr: 'بن خولاني أخضر – 1 كجم',
          nameEn: 'Green Khawlani Coffee Beans – 1 kg',
          descriptionAr: 'بن عربي من مزارع جبال جازان، من محصول هذا الموسم، غير محمص.',
          descriptionEn: "Arabica coffee from the Jazan mountain farms, this season's harvest, unroasted.",
        },
        22000,
        1,
      ],
      [
        'food-spices-sauces',
        {
          nameAr: 'بهارات كبسة – 1 كجم',
          nameEn: 'Kabsa Spice Mix – 1 kg',
          descriptionAr: 'خلطة بهارات كبسة مطحونة طازجة للمطاعم والمطابخ المركزية.',
          descriptionEn: 'Freshly ground kabsa spice blend for restaurants and central kitchens.',
        },
        5500,
        6,
      ],
    ],
    services: [
      [
        'logistics-cold-chain',
        {
          nameAr: 'نقل مبرد ومجمد بين المدن',
          nameEn: 'Intercity Chilled and Frozen Transport',
          descriptionAr:
            'شاحنات مبردة ومجمدة مع تتبع مباشر لدرجة الحرارة، رحلات يومية بين جازان وجدة والرياض.',
          descriptionEn:
            'Chilled and frozen trucks with live temperature tracking; daily trips between Jazan, Jeddah and Riyadh.',
        },
        180000,
        'EVERYDAY',
        true,
      ],
      [
        'logistics-warehousing',
        {
          nameAr: 'تخزين مبرد في جازان',
          nameEn: 'Cold Storage in Jazan',
          descriptionAr: 'تخزين مبرد ومجمد بالطبلية شهرياً، مع المناولة وتقارير المخزون.',
          descriptionEn:
            'Chilled and frozen storage by the pallet per month, with handling and stock reports.',
        },
        9500,
        'TWENTY_FOUR_SEVEN',
        false,
      ],
      [
        'logistics-last-mile',
        {
          nameAr: 'توصيل الطلبات للمطاعم والبقالات',
          nameEn: 'Delivery to Restaurants and Grocery Stores',
          descriptionAr: 'توصيل يومي في جازان وصبيا وأبو عريش بسيارات مبردة صغيرة خلال 24 ساعة.',
          descriptionEn:
            'Daily delivery in Jazan, Sabya and Abu Arish by small refrigerated vans within 24 hours.',
        },
        2500,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 15
  {
    businessName: 'شركة الحلول الرقمية لتقنية المعلومات',
    name: 'محمد خالد العتيبي',
    city: 'Riyadh',
    bioAr: 'فريق سعودي لتطوير المواقع وتطبيقات الجوال وتصميم تجربة المستخدم، يدعم العربية من أول سطر.',
    bioEn:
      'A Saudi team building websites and mobile apps and designing user experience, with Arabic supported from the first line.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-web-development',
        {
          nameAr: 'تطوير موقع شركة ثنائي اللغة',
          nameEn: 'Bilingual Company Website',
          descriptionAr:
            'موقع عربي وإنجليزي متجاوب مع لوحة تحكم وتهيئة لمحركات البحث، التسليم خلال 4 أسابيع.',
          descriptionEn:
            'Responsive Arabic and English website with a control panel and search engine optimisation, delivered in 4 weeks.',
        },
        1800000,
        'WEEKDAYS',
        true,
        { imageCount: 2 },
      ],
      [
        'software-mobile-apps',
        {
          nameAr: 'تطوير تطبيقات الجوال (iOS وAndroid)',
          nameEn: 'Mobile App Development (iOS & Android)',
          descriptionAr: 'تطبيقات متعددة المنصات مع لوحة تحكم وبوابة دفع ونشر على متاجر التطبيقات.',
          descriptionEn: 'Cross-platform apps with an admin dashboard, payment gateway and store publishing.',
        },
        6500000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-ui-ux',
        {
          nameAr: 'تصميم واجهات وتجربة المستخدم',
          nameEn: 'UI and UX Design',
          descriptionAr:
            'بحث مستخدمين ونماذج تفاعلية لتطبيقك أو موقعك، مع نظام تصميم يدعم الاتجاه من اليمين لليسار.',
          descriptionEn:
            'User research and interactive prototypes for your app or website, with a design system that supports right-to-left.',
        },
        1200000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 16
  {
    businessName: 'مستودع العافية للمستلزمات الطبية',
    name: 'د. يحيى علي عسيري',
    city: 'Abha',
    bioAr: 'مستودع مرخص في أبها يورّد المستلزمات الطبية والمكملات الغذائية للعيادات والصيدليات في منطقة عسير.',
    bioEn:
      'A licensed warehouse in Abha supplying medical supplies and nutritional supplements to clinics and pharmacies in the Asir region.',
    deliveryFee: 3000,
    products: [
      [
        'health-medical-supplies',
        {
          nameAr: 'كمامات طبية 3 طبقات – علبة 50',
          nameEn: '3-Ply Medical Face Masks – Box of 50',
          descriptionAr: 'كمامات جراحية بثلاث طبقات وكفاءة ترشيح بكتيري 98%.',
          descriptionEn: 'Three-layer surgical masks with 98% bacterial filtration efficiency.',
        },
        1500,
        40,
        { group: [10, 10, 12] },
      ],
      [
        'health-medical-supplies',
        {
          nameAr: 'جهاز قياس ضغط الدم رقمي للعضد',
          nameEn: 'Digital Blood Pressure Monitor, Upper Arm',
          descriptionAr: 'جهاز أوتوماتيكي بكُمّ مقاس 22–42 سم وذاكرة لمستخدمَين.',
          descriptionEn: 'Automatic monitor with a 22–42 cm cuff and memory for two users.',
        },
        14500,
        1,
      ],
      [
        'health-medical-supplies',
        {
          nameAr: 'شاش طبي معقم 10×10 سم – 100 قطعة',
          nameEn: 'Sterile Gauze Swabs 10×10 cm – 100 pcs',
          descriptionAr: 'شاش قطني معقم مغلف فردياً للعيادات والإسعافات.',
          descriptionEn: 'Individually wrapped sterile cotton gauze for clinics and first aid.',
        },
        2800,
        20,
      ],
      [
        'health-medical-supplies',
        {
          nameAr: 'حقن طبية 5 مل – علبة 100 حبة',
          nameEn: 'Disposable Syringes 5 ml (Box of 100)',
          descriptionAr: 'حقن معقمة بقفل Luer مع إبر مقاس 21G.',
          descriptionEn: 'Sterile Luer-lock syringes with 21G needles.',
        },
        3500,
        10,
        { stock: 0 },
      ],
      [
        'health-supplements',
        {
          nameAr: 'فيتامين د3 5000 وحدة – 60 كبسولة',
          nameEn: 'Vitamin D3 5000 IU – 60 Capsules',
          descriptionAr: 'مكمل غذائي لدعم صحة العظام والمناعة، كبسولات جيلاتينية لينة.',
          descriptionEn: 'Supplement supporting bone health and immunity, in soft gelatin capsules.',
        },
        4500,
        12,
      ],
      [
        'health-supplements',
        {
          nameAr: 'أوميغا 3 زيت السمك 1000 مجم – 120 كبسولة',
          nameEn: 'Omega-3 Fish Oil 1000 mg (120 Softgels)',
          descriptionAr: 'زيت سمك منقى يحتوي 300 مجم من EPA وDHA في كل كبسولة.',
          descriptionEn: 'Purified fish oil with 300 mg EPA and DHA per softgel.',
        },
        7900,
        12,
      ],
      [
        'health-supplements',
        {
          nameAr: 'عسل سدر جبلي 500 جم',
          nameEn: 'Mountain Sidr Honey 500 g',
          descriptionAr: 'عسل سدر طبيعي من جبال عسير، مفحوص مخبرياً.',
          descriptionEn: 'Natural sidr honey from the Asir mountains, laboratory tested.',
        },
        18000,
        6,
        { group: [5, 21, 10] },
      ],
      [
        'beauty-personal-hygiene',
        {
          nameAr: 'جل معقم لليدين كحول 70% – 500 مل',
          nameEn: 'Hand Sanitizer Gel 70% Alcohol 500 ml',
          descriptionAr: 'جل سريع الجفاف بالصبار، في عبوة بمضخة.',
          descriptionEn: 'Quick-drying gel with aloe vera, in a pump bottle.',
        },
        1200,
        24,
      ],
      [
        'beauty-personal-hygiene',
        {
          nameAr: 'مناديل مبللة مطهرة – 80 منديل',
          nameEn: 'Antiseptic Wet Wipes – 80 Wipes',
          descriptionAr: 'مناديل مبللة خالية من الكحول للتعقيم اليومي.',
          descriptionEn: 'Alcohol-free wet wipes for everyday hygiene.',
        },
        850,
        36,
      ],
    ],
    services: [],
  },
  // 17
  {
    businessName: 'مصنع الأصيل للملابس الجاهزة',
    name: 'أحمد عبدالله الملحم',
    city: 'Al Ahsa',
    bioAr: 'مصنع ملابس في الأحساء: ثياب وأشمغة وعبايات وملابس أطفال، وبشوت حساوية مخيطة يدوياً.',
    bioEn:
      "A clothing factory in Al Ahsa: thobes, shemaghs, abayas and children's wear, and hand-sewn Hasawi bishts.",
    deliveryFee: 2500,
    isVatRegistered: false,
    products: [
      [
        'fashion-mens-clothing',
        {
          nameAr: 'ثوب رجالي قطن ياباني أبيض',
          nameEn: "Men's White Thobe, Japanese Cotton",
          descriptionAr: 'ثوب جاهز بقماش ياباني مقاوم للتجعد، قصة سعودية بياقة صينية أو عادية.',
          descriptionEn:
            'Ready-made thobe in wrinkle-resistant Japanese fabric, Saudi cut with a mandarin or classic collar.',
        },
        17500,
        6,
        { group: [10, 21, 10], imageCount: 2 },
      ],
      [
        'fashion-mens-clothing',
        {
          nameAr: 'بشت حساوي مطرز',
          nameEn: 'Embroidered Hasawi Bisht',
          descriptionAr: 'بشت مخيط يدوياً في الأحساء بتطريز زري تقليدي، بالأسود والبني والعسلي.',
          descriptionEn:
            'Bisht hand-sewn in Al Ahsa with traditional zari embroidery, in black, brown and honey.',
        },
        145000,
        1,
      ],
      [
        'fashion-shemagh-ghutra',
        {
          nameAr: 'شماغ أحمر قطن 100%',
          nameEn: 'Red Shemagh, 100% Cotton',
          descriptionAr: 'شماغ بنقشة تقليدية وخياطة متينة للأطراف، مقاس 140 سم.',
          descriptionEn: 'Shemagh in the traditional pattern with strong edge stitching, 140 cm.',
        },
        9500,
        12,
      ],
      [
        'fashion-shemagh-ghutra',
        {
          nameAr: 'غترة بيضاء صيفية فوال',
          nameEn: 'White Ghutra, Summer Voile',
          descriptionAr: 'غترة بيضاء خفيفة من قماش الفوال الناعم بملمس طري.',
          descriptionEn: 'Lightweight white ghutra in fine voile with a soft finish.',
        },
        6500,
        12,
      ],
      [
        'fashion-womens-clothing',
        {
          nameAr: 'عباية كريب سوداء بتطريز ناعم',
          nameEn: 'Black Crepe Abaya with Fine Embroidery',
          descriptionAr: 'عباية كريب بتطريز على الأكمام مع طرحة، مقاسات من 52 إلى 60.',
          descriptionEn: 'Crepe abaya embroidered on the sleeves, with a matching tarha; sizes 52 to 60.',
        },
        22000,
        6,
      ],
      [
        'fashion-womens-clothing',
        {
          nameAr: 'فستان محتشم من الكتان بلون رملي',
          nameEn: 'Linen Modest Dress, Sand',
          descriptionAr: 'فستان بأكمام طويلة من خليط الكتان بجيوب جانبية، مقاسات من S إلى XL.',
          descriptionEn: 'Long-sleeve linen-blend dress with side pockets, sizes S to XL.',
        },
        18000,
        6,
      ],
      [
        'fashion-kids-clothing',
        {
          nameAr: 'ثوب أطفال قطن من سنة إلى 12 سنة',
          nameEn: "Kids' Cotton Thobe, Ages 1 to 12",
          descriptionAr: 'ثوب أطفال أبيض مريح بقماش قطني ناعم، مقاسات متسلسلة.',
          descriptionEn: "Comfortable white kids' thobe in soft cotton, in a full run of sizes.",
        },
        5500,
        12,
      ],
      [
        'fashion-kids-clothing',
        {
          nameAr: 'قمصان مدرسية للأولاد – 3 قطع',
          nameEn: 'School Shirts for Boys (Pack of 3)',
          descriptionAr: 'قمصان مدرسية بيضاء من البولي قطن، مع تطريز شعار المدرسة عند الطلب.',
          descriptionEn: 'White poly-cotton school shirts; embroidered school logo on request.',
        },
        7500,
        10,
      ],
      [
        'fashion-bags-leather',
        {
          nameAr: 'محفظة جلد طبيعي رجالية',
          nameEn: "Men's Genuine Leather Wallet",
          descriptionAr: 'محفظة من الجلد البقري بجيوب للبطاقات وحماية من القراءة اللاسلكية، في علبة هدايا.',
          descriptionEn: 'Cowhide wallet with card slots and RFID blocking, in a gift box.',
        },
        8900,
        12,
      ],
      [
        'fashion-fabrics-textiles',
        {
          nameAr: 'قماش ثياب ياباني – طاقة 30 ياردة',
          nameEn: 'Japanese Thobe Fabric – 30-Yard Bolt',
          descriptionAr: 'قماش ثياب رجالية بألوان الصيف والشتاء، يباع بالطاقة.',
          descriptionEn: "Men's thobe fabric in summer and winter colours, sold by the bolt.",
        },
        85000,
        1,
      ],
    ],
    services: [
      [
        'mfg-private-label',
        {
          nameAr: 'ثياب وزي موحد بعلامتك التجارية',
          nameEn: 'Private Label Thobes and Uniforms',
          descriptionAr: 'ثياب وزي موحد للموظفين نصنعها باسم علامتك التجارية، ابتداءً من 100 قطعة.',
          descriptionEn: 'Thobes and staff uniforms made under your brand, from 100 pieces.',
        },
        1500000,
        'APPOINTMENT',
        true,
        { isDraft: true },
      ],
    ],
  },
  // 18
  {
    businessName: 'مؤسسة بوابة البحر للتخليص الجمركي',
    name: 'عادل سعيد باوزير',
    city: 'Jeddah',
    bioAr: 'مخلص جمركي مرخص في ميناء جدة الإسلامي، نتولى التخليص والشحن البحري والجوي لإرساليات المستوردين.',
    bioEn:
      "A licensed customs broker at Jeddah Islamic Port, handling clearance and sea and air freight for importers' shipments.",
    deliveryFee: 0,
    products: [],
    services: [
      [
        'logistics-customs-clearance',
        {
          nameAr: 'تخليص جمركي في ميناء جدة الإسلامي',
          nameEn: 'Customs Clearance at Jeddah Islamic Port',
          descriptionAr: 'تخليص الإرساليات مع متابعة الفسوحات والرسوم، السعر لكل بيان جمركي.',
          descriptionEn:
            'Clearing shipments, with follow-up of releases and duties; price per customs declaration.',
        },
        85000,
        'EVERYDAY',
        false,
      ],
      [
        'logistics-sea-freight',
        {
          nameAr: 'شحن بحري FCL وLCL إلى جدة',
          nameEn: 'Sea Freight FCL and LCL to Jeddah',
          descriptionAr: 'شحن بحري بحاويات كاملة أو مشتركة من الموانئ الآسيوية، برحلات أسبوعية.',
          descriptionEn: 'Full and shared container shipping from Asian ports, with weekly sailings.',
        },
        850000,
        'WEEKDAYS',
        true,
      ],
      [
        'logistics-air-freight',
        {
          nameAr: 'شحن جوي سريع للطرود التجارية',
          nameEn: 'Express Air Freight for Commercial Parcels',
          descriptionAr:
            'شحن جوي من مراكز التجارة الآسيوية والخليجية إلى جدة والرياض خلال 3 إلى 5 أيام، السعر لكل كيلوجرام.',
          descriptionEn:
            'Air freight from Asian and Gulf trade hubs to Jeddah and Riyadh in 3 to 5 days; price per kilogram.',
        },
        3500,
        'EVERYDAY',
        true,
      ],
    ],
  },
  // 19
  {
    businessName: 'شركة المطبخ العصري للأجهزة المنزلية',
    name: 'ريم عبدالله الغامدي',
    city: 'Jeddah',
    bioAr: 'أجهزة منزلية وأدوات مطبخ وإضاءة للبيوت والمطاعم والفنادق في جدة، مع فريق صيانة للمكيفات.',
    bioEn:
      'Home appliances, kitchenware and lighting for homes, restaurants and hotels in Jeddah, with an air-conditioner service team.',
    deliveryFee: 4000,
    products: [
      [
        'home-kitchenware',
        {
          nameAr: 'طقم حلل جرانيت 10 قطع',
          nameEn: '10-Piece Granite Cookware Set',
          descriptionAr: 'حلل بطبقة جرانيت غير لاصقة وقواعد تعمل على جميع أنواع المواقد.',
          descriptionEn: 'Non-stick granite-coated pots with bases that work on all types of hob.',
        },
        54900,
        1,
        { group: [12, 14, 15] },
      ],
      [
        'home-kitchenware',
        {
          nameAr: 'دلة قهوة ستانلس ستيل 1.2 لتر',
          nameEn: 'Stainless Steel Coffee Dallah 1.2 L',
          descriptionAr: 'دلة تقليدية من الستانلس ستيل المصقول بمقبض عازل.',
          descriptionEn: 'Traditional dallah in polished stainless steel with an insulated handle.',
        },
        8500,
        12,
      ],
      [
        'home-kitchenware',
        {
          nameAr: 'صحون عشاء بورسلان فندقي 27 سم – 12 حبة',
          nameEn: 'Hotel Porcelain Dinner Plates 27 cm (Set of 12)',
          descriptionAr: 'بورسلان أبيض مقاوم للتشظي للمطاعم والفنادق.',
          descriptionEn: 'Chip-resistant white porcelain for restaurants and hotels.',
        },
        19500,
        4,
      ],
      [
        'home-appliances',
        {
          nameAr: 'مكيف سبليت 18000 وحدة انفرتر',
          nameEn: 'Inverter Split AC 18,000 BTU',
          descriptionAr: 'مكيف حار وبارد بكفاءة طاقة عالية وضاغط انفرتر، ضمان 5 سنوات على الضاغط.',
          descriptionEn:
            'Heating and cooling unit with high energy efficiency and an inverter compressor; 5-year compressor warranty.',
        },
        239000,
        1,
        { imageCount: 2 },
      ],
      [
        'home-appliances',
        {
          nameAr: 'برادة مياه حار وبارد',
          nameEn: 'Hot & Cold Water Dispenser',
          descriptionAr: 'برادة بتعبئة علوية وقفل أمان للأطفال، للمكاتب.',
          descriptionEn: 'Top-loading dispenser with child lock, for offices.',
        },
        49900,
        1,
      ],
      [
        'home-appliances',
        {
          nameAr: 'غسالة أطباق 12 مكاناً',
          nameEn: 'Dishwasher, 12 Place Settings',
          descriptionAr: 'غسالة أطباق بستة برامج وتجفيف بالمروحة.',
          descriptionEn: 'Dishwasher with six programmes and fan drying.',
        },
        189000,
        1,
        { isDraft: true },
      ],
      [
        'home-lighting-decor',
        {
          nameAr: 'ثريا كريستال مودرن 8 لمبات',
          nameEn: 'Modern Crystal Chandelier, 8 Lights',
          descriptionAr: 'ثريا كريستال بإطار ذهبي مطفي لصالات الاستقبال.',
          descriptionEn: 'Crystal chandelier on a matt gold frame for reception halls.',
        },
        129000,
        1,
      ],
      [
        'home-lighting-decor',
        {
          nameAr: 'أباجورة أرضية راتان 160 سم',
          nameEn: 'Rattan Floor Lamp 160 cm',
          descriptionAr: 'غطاء من الراتان المجدول على قاعدة خشبية، بمقبس لمبة E27.',
          descriptionEn: 'Woven rattan shade on a wooden stand, E27 socket.',
        },
        32000,
        1,
      ],
      [
        'home-textiles',
        {
          nameAr: 'مفارش سرير قطن 6 قطع',
          nameEn: '6-Piece Cotton Bedding Set',
          descriptionAr: 'طقم مفارش قطن 100% بكثافة 400 خيط، مقاس كينج.',
          descriptionEn: '100% cotton bedding set, 400 thread count, king size.',
        },
        29900,
        1,
      ],
      [
        'home-cleaning-supplies',
        {
          nameAr: 'سائل غسيل صحون بالليمون 4 لتر',
          nameEn: 'Dishwashing Liquid Lemon 4 L',
          descriptionAr: 'سائل مركز لغسيل الصحون للمطابخ والمطاعم.',
          descriptionEn: 'Concentrated dishwashing liquid for kitchens and restaurants.',
        },
        1850,
        4,
      ],
    ],
    services: [
      [
        'repair-hvac',
        {
          nameAr: 'صيانة وتنظيف المكيفات',
          nameEn: 'AC Cleaning and Servicing',
          descriptionAr: 'غسيل وتعبئة فريون وصيانة المكيفات السبليت والمركزية للمنازل والمكاتب في جدة.',
          descriptionEn:
            'Cleaning, freon top-up and servicing of split and central air conditioners for homes and offices in Jeddah.',
        },
        15000,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 20
  {
    businessName: 'شركة شمس الجزيرة للطاقة',
    name: 'بندر عيد العطوي',
    city: 'Tabuk',
    bioAr:
      'أنظمة طاقة شمسية وبطاريات ومولدات وشواحن سيارات كهربائية للمزارع والمنازل والمواقع النائية في الشمال.',
    bioEn:
      'Solar systems, batteries, generators and EV chargers for farms, homes and remote sites in the north.',
    deliveryFee: 12000,
    products: [
      [
        'energy-solar-panels',
        {
          nameAr: 'لوح شمسي أحادي البلورة 550 واط',
          nameEn: 'Monocrystalline Solar Panel 550 W',
          descriptionAr: 'لوح أحادي البلورة بكفاءة 21% وضمان أداء 25 سنة.',
          descriptionEn: 'Monocrystalline panel with 21% efficiency and a 25-year performance warranty.',
        },
        42000,
        1,
        { minCases: 2, group: [20, 21, 10] },
      ],
      [
        'energy-solar-panels',
        {
          nameAr: 'إنفرتر شمسي هجين 5 كيلوواط',
          nameEn: 'Hybrid Solar Inverter 5 kW',
          descriptionAr: 'إنفرتر هجين بموجة جيبية نقية مع منظم شحن MPPT ومراقبة عبر الواي فاي.',
          descriptionEn: 'Pure sine-wave hybrid inverter with MPPT charge controller and Wi-Fi monitoring.',
        },
        380000,
        1,
      ],
      [
        'energy-solar-panels',
        {
          nameAr: 'حامل ألواح شمسية للأسطح – 4 ألواح',
          nameEn: 'Rooftop Solar Mounting Frame – 4 Panels',
          descriptionAr: 'هيكل ألمنيوم مع مسامير التثبيت، يتحمل رياحاً حتى 150 كم في الساعة.',
          descriptionEn: 'Aluminium frame with fixing bolts, rated for winds up to 150 km/h.',
        },
        65000,
        1,
      ],
      [
        'energy-batteries-storage',
        {
          nameAr: 'بطارية ليثيوم 48 فولت 100 أمبير',
          nameEn: 'Lithium Battery 48 V 100 Ah',
          descriptionAr: 'بطارية ليثيوم فوسفات الحديد بعمر 6000 دورة ونظام إدارة مدمج.',
          descriptionEn: 'Lithium iron phosphate battery rated for 6,000 cycles, with a built-in BMS.',
        },
        520000,
        1,
      ],
      [
        'energy-batteries-storage',
        {
          nameAr: 'بطارية جل عميقة التفريغ 12 فولت 200 أمبير',
          nameEn: 'Deep Cycle Gel Battery 12 V 200 Ah',
          descriptionAr: 'بطارية جل لا تحتاج إلى صيانة لأنظمة الطاقة الشمسية وأجهزة UPS.',
          descriptionEn: 'Maintenance-free gel battery for solar and UPS systems.',
        },
        115000,
        1,
        { stock: 0 },
      ],
      [
        'energy-generators',
        {
          nameAr: 'مولد ديزل صامت 20 كيلو فولت أمبير',
          nameEn: 'Silent Diesel Generator 20 kVA',
          descriptionAr: 'مولد ديزل بكابينة عازلة للصوت ولوحة تشغيل أوتوماتيكية.',
          descriptionEn: 'Diesel generator in a sound-proof canopy with an automatic control panel.',
        },
        4350000,
        1,
      ],
      [
        'energy-generators',
        {
          nameAr: 'مولد بنزين متنقل 3.5 كيلوواط',
          nameEn: 'Portable Petrol Generator 3.5 kW',
          descriptionAr: 'تشغيل بالسحب وكهربائي، خزان 15 لتراً، لمواقع العمل والرحلات.',
          descriptionEn: 'Recoil and electric start, 15 L tank, for sites and camping.',
        },
        189000,
        1,
      ],
      [
        'energy-ev-charging',
        {
          nameAr: 'شاحن سيارات كهربائية جداري 7.4 كيلوواط',
          nameEn: 'Wall-Mounted EV Charger 7.4 kW',
          descriptionAr: 'شاحن منزلي بمقبس Type 2 وحماية من التسرب وتطبيق للجوال.',
          descriptionEn: 'Home charger with a Type 2 socket, leakage protection and a mobile app.',
        },
        249000,
        1,
      ],
      [
        'energy-ev-charging',
        {
          nameAr: 'كيبل شحن سيارات كهربائية Type 2 بتيار 32 أمبير 5 م',
          nameEn: 'EV Charging Cable Type 2, 32 A, 5 m',
          descriptionAr: 'كيبل Mode 3 لنقاط الشحن العامة بالتيار المتردد، مع حقيبة حفظ.',
          descriptionEn: 'Mode 3 cable for public AC charge points, with a storage bag.',
        },
        69000,
        1,
      ],
      [
        'energy-efficient-lighting',
        {
          nameAr: 'كشاف ليد شمسي 200 واط',
          nameEn: 'Solar LED Floodlight 200 W',
          descriptionAr: 'كشاف بلوح شمسي منفصل وجهاز تحكم عن بعد، يعمل طوال الليل دون كهرباء.',
          descriptionEn:
            'Floodlight with a separate solar panel and a remote control; runs all night without mains power.',
        },
        15900,
        6,
        { group: [5, 14, 12] },
      ],
    ],
    services: [
      [
        'repair-electrical-works',
        {
          nameAr: 'تمديدات كهربائية وتركيب أنظمة شمسية',
          nameEn: 'Electrical Wiring and Solar System Installation',
          descriptionAr: 'تركيب أنظمة الطاقة الشمسية على الأسطح واللوحات الكهربائية مع الفحص والتشغيل.',
          descriptionEn:
            'Installation of rooftop solar systems and electrical panels, with testing and commissioning.',
        },
        500000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 21
  {
    businessName: 'استوديو لون للتصميم',
    name: 'رهف ماجد الثبيتي',
    city: 'Taif',
    bioAr:
      'استوديو تصميم في الطائف يبني الهويات التجارية ويصمم المطبوعات وفيديوهات الموشن جرافيك بالعربية والإنجليزية.',
    bioEn:
      'A design studio in Taif creating brand identities, print design and motion graphics videos in Arabic and English.',
    deliveryFee: 0,
    isVatRegistered: false,
    products: [],
    services: [
      [
        'design-branding',
        {
          nameAr: 'تصميم هوية تجارية متكاملة',
          nameEn: 'Complete Brand Identity Design',
          descriptionAr: 'شعار ودليل هوية وألوان وخطوط وتطبيقات على المطبوعات، مع ثلاث جولات مراجعة.',
          descriptionEn:
            'Logo, brand guidelines, colours, fonts and print applications, with three rounds of revisions.',
        },
        750000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-graphic',
        {
          nameAr: 'باقة تصاميم جرافيك (10 تصاميم)',
          nameEn: 'Graphic Design Package (10 Designs)',
          descriptionAr:
            'منشورات للتواصل الاجتماعي أو مطويات أو قوائم طعام بالعربية والإنجليزية، تُسلَّم مع الملفات المفتوحة.',
          descriptionEn: 'Social posts, flyers or menus in Arabic and English, delivered with source files.',
        },
        120000,
        'WEEKDAYS',
        false,
      ],
      [
        'design-motion-graphics',
        {
          nameAr: 'فيديو موشن جرافيك 60 ثانية',
          nameEn: '60-Second Motion Graphics Video',
          descriptionAr: 'سيناريو وتعليق صوتي ورسوم متحركة تشرح منتجك أو خدمتك.',
          descriptionEn: 'Script, voice-over and animation explaining your product or service.',
        },
        450000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 22
  {
    businessName: 'شركة المياه النقية للتقنيات البيئية',
    name: 'Huda Al-Dossary',
    city: 'Al Khobar',
    bioAr:
      'حلول معالجة المياه وإعادة التدوير والمنتجات الصديقة للبيئة للمنازل والمنشآت، مع مختبر لتحليل العينات في الخبر.',
    bioEn:
      'Water treatment, recycling and eco-friendly products for homes and businesses, with a sample testing laboratory in Al Khobar.',
    deliveryFee: 5000,
    products: [
      [
        'energy-water-treatment',
        {
          nameAr: 'جهاز تحلية مياه منزلي 7 مراحل',
          nameEn: '7-Stage Home Water Purifier',
          descriptionAr: 'جهاز تناضح عكسي بسبع مراحل مع خزان 12 لتراً وحنفية ستانلس.',
          descriptionEn: 'Seven-stage reverse-osmosis unit with a 12 L tank and a stainless steel faucet.',
        },
        79000,
        1,
        { group: [10, 21, 12] },
      ],
      [
        'energy-water-treatment',
        {
          nameAr: 'ممبرين تحلية RO مقاس 4040 للمياه قليلة الملوحة',
          nameEn: 'RO Membrane 4040, Brackish Water',
          descriptionAr: 'غشاء تناضح عكسي تجاري بإنتاجية 2,400 جالون يومياً.',
          descriptionEn: 'Commercial reverse-osmosis membrane rated 2,400 gallons a day.',
        },
        95000,
        1,
      ],
      [
        'energy-water-treatment',
        {
          nameAr: 'أقراص كلور لتعقيم الخزانات – 1 كجم',
          nameEn: 'Chlorine Tablets for Water Tanks – 1 kg',
          descriptionAr: 'أقراص كلور بطيئة الذوبان لتعقيم خزانات المياه والمسابح.',
          descriptionEn: 'Slow-dissolving chlorine tablets for disinfecting water tanks and pools.',
        },
        4500,
        12,
      ],
      [
        'energy-recycling-waste',
        {
          nameAr: 'حاوية فرز نفايات بثلاثة أقسام',
          nameEn: '3-Compartment Recycling Bin',
          descriptionAr: 'حاوية 3 × 40 لتراً بألوان لفرز الورق والبلاستيك والنفايات العامة في المكاتب.',
          descriptionEn: '3 × 40 L colour-coded bin for sorting paper, plastic and general waste in offices.',
        },
        42000,
        1,
      ],
      [
        'energy-recycling-waste',
        {
          nameAr: 'مكبس كرتون عمودي 10 طن',
          nameEn: 'Vertical Cardboard Baler 10 t',
          descriptionAr: 'مكبس للكرتون وأفلام البلاستيك، للسوبرماركت والمستودعات.',
          descriptionEn: 'Baler for cardboard and plastic film, for supermarkets and warehouses.',
        },
        3250000,
        1,
      ],
      [
        'energy-eco-friendly',
        {
          nameAr: 'أكياس تسوق قابلة للتحلل – 1000 كيس',
          nameEn: 'Biodegradable Shopping Bags – 1,000 Bags',
          descriptionAr: 'أكياس قابلة للتحلل الحيوي مطابقة لاشتراطات المنتجات القابلة للتحلل.',
          descriptionEn: 'Biodegradable bags that meet the requirements for biodegradable products.',
        },
        12000,
        5,
      ],
      [
        'energy-eco-friendly',
        {
          nameAr: 'أطقم أدوات مائدة من الخيزران – 100 طقم',
          nameEn: 'Bamboo Cutlery Sets (Pack of 100)',
          descriptionAr: 'أطقم شوكة وسكين وملعقة من الخيزران قابلة للتحلل، للإعاشة والحفلات.',
          descriptionEn: 'Compostable bamboo fork, knife and spoon sets for catering.',
        },
        6500,
        10,
      ],
      [
        'home-cleaning-supplies',
        {
          nameAr: 'منظف أرضيات نباتي 5 لتر',
          nameEn: 'Plant-Based Floor Cleaner 5 L',
          descriptionAr: 'منظف مركز بمكونات نباتية قابلة للتحلل، آمن على الرخام والسيراميك.',
          descriptionEn:
            'Concentrated cleaner with biodegradable plant-based ingredients, safe on marble and ceramic.',
        },
        3900,
        4,
      ],
    ],
    services: [
      [
        'mfg-quality-inspection',
        {
          nameAr: 'فحص وتحليل عينات المياه والمنتجات',
          nameEn: 'Water and Product Sample Testing',
          descriptionAr:
            'مختبر لتحليل المياه والمنتجات الكيميائية وفق المواصفات السعودية، النتائج خلال 5 أيام عمل.',
          descriptionEn:
            'Laboratory testing of water and chemical products to Saudi standards; results within 5 working days.',
        },
        45000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 23
  {
    businessName: 'مؤسسة حصن لتقنية المعلومات',
    name: 'علي حسين آل سيف',
    city: 'Al Khobar',
    bioAr: 'أمن سيبراني ودعم فني وإدارة شبكات للمكاتب والمصانع في المنطقة الشرقية، مع مركز صيانة في الخبر.',
    bioEn:
      'Cybersecurity, IT support and network management for offices and plants in the Eastern Province, with a service centre in Al Khobar.',
    deliveryFee: 2000,
    products: [
      [
        'energy-batteries-storage',
        {
          nameAr: 'UPS أونلاين 3 كيلو فولت أمبير للتركيب في الرف',
          nameEn: 'Online UPS 3 kVA, Rack Mount',
          descriptionAr: 'جهاز UPS بتقنية التحويل المزدوج مع شاشة LCD ومنفذ لبطاقة شبكة.',
          descriptionEn: 'Double-conversion UPS with LCD panel and network card slot.',
        },
        450000,
        1,
      ],
      [
        'hardware-electrical',
        {
          nameAr: 'كابل شبكة Cat6 – بكرة 305 م',
          nameEn: 'Cat6 Network Cable – 305 m Reel',
          descriptionAr: 'كابل شبكات نحاسي غير مدرع بموصلات نحاس خالص.',
          descriptionEn: 'Unshielded network cable with solid pure-copper conductors.',
        },
        39500,
        1,
      ],
    ],
    services: [
      [
        'software-cybersecurity',
        {
          nameAr: 'اختبار الاختراق والتدقيق الأمني',
          nameEn: 'Penetration Testing and Security Audit',
          descriptionAr:
            'اختبارات اختراق خارجية وداخلية، مع تقرير بالفجوات مقارنة بالضوابط الوطنية للأمن السيبراني.',
          descriptionEn:
            'External and internal penetration tests, with a gap report against national cybersecurity controls.',
        },
        3500000,
        'APPOINTMENT',
        true,
      ],
      [
        'software-it-support',
        {
          nameAr: 'دعم فني وإدارة شبكات بعقد شهري',
          nameEn: 'Monthly IT Support and Network Management',
          descriptionAr: 'دعم فني عن بعد وفي الموقع، وإدارة الشبكات والخوادم والنسخ الاحتياطي للمكاتب.',
          descriptionEn:
            'Remote and on-site IT support, with management of networks, servers and backups for offices.',
        },
        300000,
        'TWENTY_FOUR_SEVEN',
        true,
      ],
      [
        'repair-it-office-equipment',
        {
          nameAr: 'صيانة الطابعات وأجهزة الحاسب',
          nameEn: 'Printer and Computer Repair',
          descriptionAr: 'إصلاح الحاسبات والطابعات وآلات التصوير في موقعك أو في مركز الصيانة بالخبر.',
          descriptionEn:
            'Repair of computers, printers and copiers at your site or at our service centre in Al Khobar.',
        },
        15000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 24
  {
    businessName: 'شركة كوادر للموارد البشرية',
    name: 'منيرة سعد القحطاني',
    city: 'Dammam',
    bioAr:
      'استقطاب الكفاءات السعودية وخدمات الموارد البشرية والامتثال لنطاقات، مع ترجمة معتمدة للعقود والمستندات.',
    bioEn:
      'Recruitment of Saudi talent, HR services and Nitaqat compliance, with certified translation of contracts and documents.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'business-recruitment-hr',
        {
          nameAr: 'استقطاب الكفاءات السعودية',
          nameEn: 'Saudi Talent Recruitment',
          descriptionAr: 'بحث وفرز ومقابلات للمرشحين السعوديين للوظائف الإدارية والفنية، والدفع عند التعيين.',
          descriptionEn:
            'Searching, screening and interviewing Saudi candidates for administrative and technical roles; payment on hiring.',
        },
        800000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-labour-saudization',
        {
          nameAr: 'مراجعة الامتثال لنطاقات (التوطين)',
          nameEn: 'Saudization (Nitaqat) Compliance Review',
          descriptionAr: 'مراجعة نطاق منشأتك وسجلات الموظفين، مع خطة للانتقال إلى النطاق التالي.',
          descriptionEn:
            'A review of your Nitaqat band and employee records, with a plan to reach the next band.',
        },
        350000,
        'APPOINTMENT',
        false,
      ],
      [
        'business-translation',
        {
          nameAr: 'ترجمة معتمدة للعقود والمستندات',
          nameEn: 'Certified Translation of Contracts and Documents',
          descriptionAr: 'ترجمة قانونية معتمدة بين العربية والإنجليزية، السعر للصفحة (250 كلمة).',
          descriptionEn:
            'Certified legal translation between Arabic and English; price per page (250 words).',
        },
        12000,
        'EVERYDAY',
        false,
      ],
    ],
  },
  // 25
  {
    businessName: 'مطبعة الإبداع للدعاية والإعلان',
    name: 'ناصر حمد السبيعي',
    city: 'Riyadh',
    bioAr: 'مطبعة ووكالة فعاليات في الرياض: مطبوعات تجارية وتنظيم مؤتمرات وتصوير منتجات للمتاجر.',
    bioEn:
      'A print shop and events agency in Riyadh: commercial printing, conference organisation and product photography for online stores.',
    deliveryFee: 2500,
    products: [
      [
        'packaging-labels-stickers',
        {
          nameAr: 'ملصقات دائرية مطبوعة 5 سم – 1000 حبة',
          nameEn: 'Printed Round Stickers 5 cm – 1,000 pcs',
          descriptionAr: 'ملصقات ورقية أو شفافة بشعارك لتغليف الطلبات والهدايا.',
          descriptionEn: 'Paper or clear stickers with your logo for packing orders and gifts.',
        },
        18000,
        1,
      ],
    ],
    services: [
      [
        'business-advertising-printing',
        {
          nameAr: 'طباعة بروشورات وكروت شخصية',
          nameEn: 'Brochure and Business Card Printing',
          descriptionAr: 'طباعة أوفست ورقمية للبروشورات والكروت والمطويات، التسليم خلال 48 ساعة.',
          descriptionEn:
            'Offset and digital printing of brochures, business cards and leaflets, delivered within 48 hours.',
        },
        45000,
        'EVERYDAY',
        false,
      ],
      [
        'business-events-exhibitions',
        {
          nameAr: 'تنظيم فعاليات الشركات',
          nameEn: 'Corporate Event Management',
          descriptionAr: 'القاعة والمسرح والصوتيات والضيافة لحفلات الإطلاق والمؤتمرات حتى 500 ضيف.',
          descriptionEn:
            'Venue, staging, sound and hospitality for launches and conferences of up to 500 guests.',
        },
        4500000,
        'APPOINTMENT',
        true,
      ],
      [
        'design-photography-video',
        {
          nameAr: 'تصوير منتجات احترافي للمتاجر',
          nameEn: 'Professional Product Photography for Online Stores',
          descriptionAr:
            'تصوير على خلفية بيضاء ولقطات إبداعية جاهزة للمتاجر الإلكترونية، السعر لكل 20 منتجاً.',
          descriptionEn:
            'White-background and creative shots ready for online stores; price per 20 products.',
        },
        150000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
  // 26
  {
    businessName: 'شركة متجرك لحلول التجارة الإلكترونية',
    name: 'Sara Al-Ghamdi',
    city: 'Jeddah',
    bioAr: 'نبني المتاجر الإلكترونية ونجهز طلباتها من مستودعنا في جدة، ونحلل بياناتها لتنمو المبيعات.',
    bioEn:
      'We build online stores, fulfil their orders from our Jeddah warehouse and analyse their data to grow sales.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'software-ecommerce',
        {
          nameAr: 'إنشاء متجر إلكتروني متكامل',
          nameEn: 'Complete Online Store Setup',
          descriptionAr: 'متجر إلكتروني مع ربط بوابات الدفع وشركات الشحن وإدخال أول 100 منتج.',
          descriptionEn:
            'Online store linked to payment gateways and shipping companies, with the first 100 products entered.',
        },
        950000,
        'WEEKDAYS',
        true,
      ],
      [
        'logistics-fulfillment',
        {
          nameAr: 'تجهيز طلبات المتاجر الإلكترونية في جدة',
          nameEn: 'E-commerce Fulfillment in Jeddah',
          descriptionAr: 'الاستلام والتخزين والتجهيز والتغليف والتسليم لشركات الشحن، والسعر لكل طلب.',
          descriptionEn:
            'Receiving, storage, pick and pack, and handover to carriers; the price is per order.',
        },
        900,
        'EVERYDAY',
        false,
      ],
      [
        'software-data-ai',
        {
          nameAr: 'لوحات بيانات وتنبؤ بالطلب',
          nameEn: 'Data Dashboards and Demand Forecasting',
          descriptionAr: 'لوحات مؤشرات أداء ونماذج تنبؤ بالطلب مبنية على بيانات متجرك ونظامك المحاسبي.',
          descriptionEn:
            'KPI dashboards and demand forecasting models built on data from your store and accounting system.',
        },
        1500000,
        'APPOINTMENT',
        true,
      ],
    ],
  },
  // 27
  {
    businessName: 'مكتب الراية للمحاماة والاستشارات القانونية',
    name: 'المحامي سامي عبدالله الشهري',
    city: 'Riyadh',
    bioAr: 'مكتب محاماة تجاري في الرياض: صياغة العقود والتقاضي والتحكيم وتحصيل الديون للشركات.',
    bioEn:
      'A commercial law firm in Riyadh: contract drafting, litigation, arbitration and debt collection for companies.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'legal-commercial-contracts',
        {
          nameAr: 'صياغة ومراجعة العقود التجارية',
          nameEn: 'Commercial Contract Drafting and Review',
          descriptionAr: 'صياغة عقود التوريد والتوزيع والشراكة ومراجعتها وفق الأنظمة السعودية.',
          descriptionEn:
            'Drafting and reviewing supply, distribution and partnership contracts under Saudi law.',
        },
        250000,
        'APPOINTMENT',
        true,
      ],
      [
        'legal-litigation-arbitration',
        {
          nameAr: 'التقاضي والتحكيم التجاري',
          nameEn: 'Commercial Litigation and Arbitration',
          descriptionAr: 'الترافع أمام المحاكم التجارية ومراكز التحكيم في الرياض وجدة.',
          descriptionEn:
            'Representation before the commercial courts and arbitration centres in Riyadh and Jeddah.',
        },
        2500000,
        'APPOINTMENT',
        true,
      ],
      [
        'legal-debt-collection',
        {
          nameAr: 'تحصيل الديون التجارية',
          nameEn: 'Commercial Debt Collection',
          descriptionAr: 'مطالبات ودية وقضائية وتنفيذ السندات لأمر، والأتعاب نسبة من المبلغ المحصل.',
          descriptionEn:
            'Amicable and court claims and enforcement of promissory notes; fees are a percentage of the amount collected.',
        },
        150000,
        'WEEKDAYS',
        true,
      ],
    ],
  },
  // 28
  {
    businessName: 'شركة امتثال لخدمات الأعمال',
    name: 'وليد عمر الصاعدي',
    city: 'Madinah',
    bioAr:
      'نؤسس الشركات ونستخرج التراخيص ونسجل العلامات التجارية لرواد الأعمال في المدينة المنورة وبقية المناطق.',
    bioEn:
      'We form companies, obtain licences and register trademarks for entrepreneurs in Madinah and other regions.',
    deliveryFee: 0,
    products: [],
    services: [
      [
        'legal-company-formation',
        {
          nameAr: 'تأسيس الشركات والسجلات التجارية',
          nameEn: 'Company Formation and Commercial Registration',
          descriptionAr:
            'تأسيس شركة ذات مسؤولية محدودة أو مؤسسة فردية، مع السجل التجاري وعقد التأسيس وعضوية الغرفة.',
          descriptionEn:
            'Setting up an LLC or a sole proprietorship, with the commercial registration, articles of association and Chamber membership.',
        },
        350000,
        'WEEKDAYS',
        false,
      ],
      [
        'legal-licenses-permits',
        {
          nameAr: 'رخص البلدية وتصاريح الدفاع المدني',
          nameEn: 'Municipal Licences and Civil Defense Permits',
          descriptionAr: 'رخص المحلات وشهادات الدفاع المدني وتصاريح اللوحات للفروع الجديدة.',
          descriptionEn: 'Shop licences, civil defense certificates and signboard permits for new branches.',
        },
        200000,
        'WEEKDAYS',
        true,
      ],
      [
        'legal-trademarks-ip',
        {
          nameAr: 'تسجيل العلامات التجارية',
          nameEn: 'Trademark Registration',
          descriptionAr: 'بحث مسبق وتسجيل العلامة التجارية ومتابعة النشر حتى صدور الشهادة.',
          descriptionEn:
            'Prior search, trademark filing and follow-up of publication until the certificate is issued.',
        },
        280000,
        'WEEKDAYS',
        false,
      ],
    ],
  },
];

export interface DemoSupplier extends DemoSupplierSeed {
  readonly email: string;
  readonly registrationNumber: string;
  readonly nationalId: string;
  /** 15 digits, first and last 3 (saudi.md); null when not VAT-registered. */
  readonly vatNumber: string | null;
}

/** Numbered from 1: supplier01@demo.tawrid.sa, registration 7010000001, and so on. */
export const demoSuppliers: readonly DemoSupplier[] = supplierSeeds.map((seed, index) => {
  const number = index + 1;
  const registrationNumber = String(7_010_000_000 + number);
  return {
    ...seed,
    email: `supplier${String(number).padStart(2, '0')}@demo.tawrid.sa`,
    registrationNumber,
    // Ten digits starting with 1, spread out so they do not read as a sequence; unique by construction.
    nationalId: `10${String(3_417_203 + number * 86_317).padStart(8, '0')}`,
    // 3, the registration number on 13 digits, 3: valid and unique by construction.
    vatNumber: seed.isVatRegistered === false ? null : `3${registrationNumber.padStart(13, '0')}3`,
  };
});

/*
 * Decision 027: listings and stores are written in both languages. Every demo seed (catalog, demo
 * supplier, sales history, invoice) takes its fields from these two functions.
 */
export function listingTexts(
  texts: ListingTexts,
): Pick<ProductFields, 'nameAr' | 'nameEn' | 'descriptionAr' | 'descriptionEn'> {
  return {
    nameAr: texts.nameAr,
    nameEn: texts.nameEn,
    descriptionAr: texts.descriptionAr,
    descriptionEn: texts.descriptionEn,
  };
}

export function storeTexts(texts: StoreTexts) {
  return {
    storeBioAr: texts.bioAr,
    storeBioEn: texts.bioEn,
    closingMessageAr: texts.closingMessageAr ?? '',
    closingMessageEn: texts.closingMessageEn ?? '',
  };
}

/** A stable number from a listing's name (FNV-1a), to vary quantities without randomness. */
function variation(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash;
}

/** `percent` off, in halalas; whole riyals from 100 SAR up, as suppliers price. */
function discounted(price: number, percent: number): number {
  const raw = Math.floor((price * (100 - percent)) / 100);
  return price >= 10_000 ? Math.floor(raw / 100) * 100 : raw;
}

/**
 * The fields a product is created with. Order quantities and stock not given in the seed vary with
 * the Arabic name; quantities are whole cases (spec §5), and costly items sell from one case.
 */
export function productFields(seed: ProductSeed, categoryId: string): ProductFields {
  const [, texts, price, caseQuantity, options = {}] = seed;
  const v = variation(texts.nameAr);
  const isCostly = price * caseQuantity >= 100_000;
  const minCases = options.minCases ?? (isCostly ? 1 : [1, 1, 1, 2, 2, 5][v % 6]!);
  let maxCases =
    options.maxCases !== undefined
      ? options.maxCases
      : isCostly
        ? [null, 5, 10, 20][(v >>> 4) % 4]!
        : [null, 20, 50, 100, null, 200][(v >>> 4) % 6]!;
  if (maxCases !== null && maxCases < minCases) maxCases = minCases * 10;
  const casesInStock =
    minCases * (isCostly ? 2 : 3) + ((v >>> 8) % (isCostly ? 25 : 60)) * (isCostly ? 1 : 5);
  const group = options.group;
  return {
    ...listingTexts(texts),
    categoryId,
    price,
    caseQuantity,
    minOrderQuantity: minCases * caseQuantity,
    maxOrderQuantity: maxCases === null ? null : maxCases * caseQuantity,
    stock: options.stock ?? casesInStock * caseQuantity,
    isGroupPurchaseEnabled: group !== undefined,
    groupMinQuantity: group ? group[0] * caseQuantity : null,
    groupDeadlineDays: group ? group[1] : null,
    groupPrice: group ? discounted(price, group[2]) : null,
  };
}

export function serviceFields(seed: ServiceSeed, categoryId: string): ServiceFields {
  const [, texts, price, availability, isPriceNegotiable] = seed;
  return { ...listingTexts(texts), categoryId, price, isPriceNegotiable, availability };
}
