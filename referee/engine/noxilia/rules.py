"""Noxilia's rules as the engine cites them: anchors into the corpus and the rule numbers.

The corpus is ``rules/sources/noxilia.md`` (``python -m rules.anchors noxilia`` lists the anchors).
"""

# --- Rule anchors: sections ---------------------------------------------------------------
GENERAL_RULES = "noxilia/regles-generales"
START_OF_TURN = "noxilia/debut-du-tour"
END_OF_TURN = "noxilia/etape-de-fin-du-tour"
COMBAT = "noxilia/combat"

# --- Rule anchors: passages (a step's link lands on the sentence applied) ----------------------
# Combat 1: « Déclaration de l'attaque : l'unité attaquante s'engage et désigne une cible. »
COMBAT_DECLARATION = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
# Combat 3: « Infliger les dégâts : l'attaquant applique ses dégâts à la cible, en commençant par son armure. Toute
# portion excédentaire est transférée sur la vie. Les attaques à distance ne provoquent jamais de riposte. »
COMBAT_DAMAGE = "noxilia/combat#infliger-les-degats-attaquant-applique-ses"
# Combat 4: « Résolution du combat : si la vie d'une unité tombe à zéro ou moins, elle est immédiatement détruite
# […] Ses équipements sont lâchés sur le champ de bataille »
COMBAT_RESOLUTION = "noxilia/combat#resolution-du-combat-si-la-vie"
# Règles générales: « Les cartes qui indiquent d'infliger un dégât en tant que coût ignorent toujours l'armure. »
COST_IGNORES_ARMOR = "noxilia/regles-generales#les-cartes-qui-indiquent-infliger-un"
# Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. »
ZONE_LIMIT = "noxilia/regles-generales#une-zone-ne-peut-contenir-plus"
# Début du tour: « 5. Dégagez toutes les cartes »
START_UNENGAGE = "noxilia/debut-du-tour#degagez-toutes-les-cartes"
# Début du tour: « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité. »
START_ARMOR_RESET = "noxilia/debut-du-tour#toutes-les-armures-sont-reinitialisees-negatives"
# Étape de fin du tour: « 3. Les dégâts de poison sont appliqués » (after « 1. Capture de trésors 2. Capture de zones »)
END_POISON = "noxilia/etape-de-fin-du-tour#les-degats-de-poison-sont-appliques"
# Construction de deck, each line of it.
DECK_SIZE_PASSAGE = "noxilia/construction-de-deck#votre-deck-doit-contenir-exactement-60"
MONARCH_PASSAGE = "noxilia/construction-de-deck#vous-ne-pouvez-inclure-qu-un"
COPIES_PASSAGE = "noxilia/construction-de-deck#pour-les-autres-cartes-les-restrictions"
TWO_COPIES_PASSAGE = "noxilia/construction-de-deck#heros-et-evenements-jusqu-exemplaires-maximum"
FOUR_COPIES_PASSAGE = "noxilia/construction-de-deck#sorts-equipements-et-unites-hors-heros"
CLAN_PASSAGE = "noxilia/construction-de-deck#les-unites-autorisees-sont-soit-des"
# Caractéristiques des unités: « Les cartes sans symboles de clan peuvent être inclus dans tous les decks… »
CLANLESS_PASSAGE = "noxilia/caracteristiques-des-unites#les-cartes-sans-symboles-de-clan"

# --- Rule anchors: keywords (« Définitions essentielles », « Caractéristiques des unités »,
# « Phase d'actions », « Capacités ») -----------------------------------------------------------
ENGAGE = "noxilia/glossaire/engager-une-unite"
MELEE_STAT = "noxilia/glossaire/attaque-au-corps-a-corps-caracteristique"
RANGED_STAT = "noxilia/glossaire/attaque-distance"
ARMOR = "noxilia/glossaire/armure"
LIFE = "noxilia/glossaire/vie"
MOVE = "noxilia/glossaire/deplacement"
CHARGE = "noxilia/glossaire/charge"
RETREAT = "noxilia/glossaire/repli"
MELEE_ATTACK = "noxilia/glossaire/attaque-au-corps-a-corps"
RANGED_ATTACK = "noxilia/glossaire/attaque-a-distance"
POISON = "noxilia/glossaire/poison-x"
PURIFICATION = "noxilia/glossaire/purification"
RIPOSTE = "noxilia/glossaire/riposte"
FLASH_RIPOSTE = "noxilia/glossaire/riposte-eclair"
INSTINCTIVE_RIPOSTE = "noxilia/glossaire/riposte-instinctive-x"
ESQUIVE = "noxilia/glossaire/esquive"
PIERCING_ATTACK = "noxilia/glossaire/attaque-transpercante"
STEALTH_ATTACK = "noxilia/glossaire/attaque-furtive"
CRIPPLING_ATTACK = "noxilia/glossaire/attaque-incapacitante"
MASS_ATTACK = "noxilia/glossaire/attaque-de-masse-x"
AURA = "noxilia/glossaire/aura-attaque-x"
CHARGE_X = "noxilia/glossaire/charge-x"
BROTHER_IN_ARMS = "noxilia/glossaire/frere-d-arme"
BLOOD_BROTHER = "noxilia/glossaire/frere-de-sang"
FAST_MARCH = "noxilia/glossaire/marche-rapide"
MAGIC_RESISTANCE = "noxilia/glossaire/resistance-magique-x"
TYPE_RESISTANCE = "noxilia/glossaire/resistance-type-x"
SOLIDE = "noxilia/glossaire/solide"
GUARDIAN_ANGEL = "noxilia/glossaire/ange-gardien"
REGENERATION = "noxilia/glossaire/regeneration-x"
MANA_TYPES = "noxilia/types-de-mana"

# --- Rule numbers, each with the line it comes from -----------------------------------------
# Vie: « Lorsqu'ils sont inférieur ou égal à zéro, l'unité meurt. »
DEATH_AT_LIFE = 0
# Charge: « Elle subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
CHARGE_ARMOR_MALUS = 1
# Marche rapide: « au prix d'une réduction temporaire de 1 point d'armure. Si une unité fait une
# marche rapide pour charger, elle se retrouve donc avec -2 armure. »
FAST_MARCH_ARMOR_MALUS = 1
# Repli: « L'unité subit un malus temporaire de -1 armure jusqu'à la fin du tour. »
RETREAT_ARMOR_MALUS = 1
# Frère d'arme: « gagne +1 attaque au corps à corps quand elle est dans la même zone que 2 autres
# unités ayant cette capacité. »
BROTHER_IN_ARMS_BONUS = 1
BROTHERS_IN_ARMS_NEEDED = 2
# Frère de sang: « Lorsqu'une autre unité frère de sang meurt dans la même zone, l'unité gagne +2
# attaque au corps à corps et -1 armure jusqu'à la fin du tour. » (The -1 armor is already on the
# table when the attack comes: it belongs in ``Unit.current_armor`` and ``Unit.armor_malus``.)
BLOOD_BROTHER_BONUS = 2
# Règles générales: « Une zone ne peut contenir plus de 5 unités de chaque joueur. » An Attaque de
# masse targets « jusqu'à X ennemis dans une zone »: never more than 5.
MAX_UNITS_PER_ZONE = 5
# Étape de fin du tour: « 1. Capture de trésors 2. Capture de zones 3. Les dégâts de poison sont appliqués »
END_OF_TURN_CAPTURE_STEPS = (1, 2)
END_OF_TURN_POISON_STEP = 3
# Début du tour: « Tous les effets début de tour s'appliquent alors » (3), « 5. Dégagez toutes les
# cartes », « 7. Toutes les armures sont réinitialisées (négatives ou positives) au score de l'unité ».
START_OF_TURN_EFFECTS_STEP = 3
START_OF_TURN_UNENGAGE_STEP = 5
START_OF_TURN_ARMOR_STEP = 7

# --- Bounds of the calculators: the product's choices, not rules of the game ------------------
MIN_TURNS, MAX_TURNS = 1, 5
"""The timeline follows 1 to 5 turns (the issue's choice)."""
MAX_MASS_TARGETS = 10
"""The longest list of further targets read (the zone rule refuses more than 4 of them)."""
MAX_ATTACHED = 8
"""The most equipment, or auras, read on one unit."""
MAX_NAME = 60


# --- Mana: « Types de mana », « Lancer un sort » (calculator noxilia/mana) ---
# (end of this block)


# --- Spells: « Sorts actifs », « Sorts latents », « Étapes pour lancer un sort » (calculator noxilia/spell) ---
# Sorts actifs: « Joués depuis la main, ils se résolvent immédiatement. Ils peuvent cibler une unité, une zone, ou
# affecter l'ensemble du champ de bataille selon leur portée. Une fois leur effet appliqué, ils sont placés dans le
# cimetière. »
SPELL_ACTIVE = "noxilia/sorts-actifs#joues-depuis-la-main-ils-se"
# Sorts latents: « placés face cachée sous une unité ou une zone alliée pour un coût de 1 mana quelconque. Ils se
# déclenchent uniquement lorsque leur condition est remplie […] et si le joueur le choisit. Certains sorts latents
# peuvent également se révéler en réaction à d'autres sorts latents. Pour révéler un sort latent il faut payer sa
# valeur de mana pour le retourner. »
SPELL_LATENT = "noxilia/sorts-latents#sort-latent"
# Étapes pour lancer un sort, 1: « seules les unités possédant la capacité Sorcier peuvent incanter des sorts. »
SPELL_STEP_CASTER = "noxilia/etapes-pour-lancer-un-sort#engager-un-lanceur-de-sorts-seules"
# 2: « le lanceur doit produire au moins une partie du mana requis, dans les bonnes couleurs. »
SPELL_STEP_PRODUCE = "noxilia/etapes-pour-lancer-un-sort#produire-le-mana-necessaire-le-lanceur"
# 4: « Le joueur retire le mana flottant nécessaire au lancer du sort »
SPELL_STEP_SPEND = "noxilia/etapes-pour-lancer-un-sort#depenser-le-mana-le-joueur-retire"
# 5: « Exécution de l'effet du sort »
SPELL_STEP_EFFECT = "noxilia/etapes-pour-lancer-un-sort#execution-de-effet-du-sort"
# 6: « La carte de sort est placée sur le dessus de son cimetière. »
SPELL_STEP_DISCARD = "noxilia/etapes-pour-lancer-un-sort#defausser-la-carte-de-sort-la"
# Lancer un sort (Phase d'actions): « Le lanceur ne peut lancer que des sorts dont la couleur correspond au mana qu'il
# produit. »
SPELL_COLOUR = "noxilia/phase-d-actions#lancer-un-sort"
# Sorcier: « permet à l'unité de lancer des sorts correspondant aux couleurs de mana qu'elle produit. »
SORCERER = "noxilia/capacites#sorcier"
# Pure: « elle peut être utilisée pour lancer n'importe quel sort. »
PURE_MANA = "noxilia/types-de-mana#pure-seuls-les-plus-puissants-mages"
# Droiture: « L'unité ne peut être la cible d'un sort ou d'une capacité impliquant la dépense de mana de corruption. »
DROITURE = "noxilia/capacites#droiture"
# Solide: « l'unité ne peut pas être engagée par un sort ou une capacité adverse. »
SOLIDE_SPELL = "noxilia/capacites#solide"
# Engager une unité: « Une unité engagée ne peut plus être engagée tant qu'elle n'est pas redressée. »
ENGAGED_ONCE = "noxilia/definitions-essentielles#engager-une-unite"
# Brouillard de guerre: face-down units are turned « Si elles sont la cible d'une attaque, d'un sort, ou d'une capacité »
FOG_TARGETED = "noxilia/brouillard-de-guerre#si-elles-sont-la-cible-une"
# Combat 1: « l'unité attaquante s'engage et désigne une cible. »
COMBAT_DECLARE = "noxilia/combat#declaration-de-attaque-unite-attaquante-engage"
# Combat 2: « si la cible est affectée par un sort latent déclenché par une attaque, ce sort est immédiatement révélé
# et résolu avant que les dégâts ne soient infligés. Si plusieurs sorts latents sont présents, le joueur peut en
# révéler plusieurs, mais il peut choisir de n'en révéler qu'un seul. »
COMBAT_LATENTS = "noxilia/combat#revelations-et-effets-immediats-si-la"
# Combat 4: « si la vie d'une unité tombe à zéro ou moins, elle est immédiatement détruite »
COMBAT_DESTROYED = "noxilia/combat#resolution-du-combat-si-la-vie"
# Plateau: « Cimetière (unités mortes, sorts joués) »
GRAVEYARD = "noxilia/plateau#cimetiere-unites-mortes-sorts-joues"
# Règles avancées: « Le texte indiqué sur les cartes remplace les règles du jeu quand il y a contradiction. »
CARD_TEXT_FIRST = "noxilia/regles-avancees#le-texte-indique-sur-les-cartes"
# Attaque au corps à corps: « engager une unité pour attaquer une unité ennemie dans la même zone. »
ATTACK_AN_ENEMY = "noxilia/phase-d-actions#attaque-au-corps-a-corps"
# Sorts latents: « pour un coût de 1 mana quelconque » (placing one: not this calculator's ruling, its docs say it).
LATENT_PLACING_COST = 1
# Bounds of the spell calculator (the product's choices, not rules): each latent reveals at most once, so a chain of
# latents reacting to latents is at most MAX_LATENTS long; every reading of the open points is resolved in full.
MAX_SPELL_TARGETS = 5
"""A spell's units, at most a zone's (« Une zone ne peut contenir plus de 5 unités de chaque joueur »)."""
MAX_LATENTS_UNDER = 3
"""The most latent spells read under one unit or zone."""
MAX_LATENTS = 8
"""The most latent spells read in all: a chain of reactions is at most this long."""
MAX_SPELL_DAMAGE = 99
# (end of this block)


# --- Movement and zones: « Déplacement », « Plateau », « Zones spéciales », « Brouillard de guerre », captures (calculator noxilia/movement) ---
# (end of this block)
