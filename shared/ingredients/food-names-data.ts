/**
 * The common foods people type in Spanish, German, French, Italian and Portuguese, each read as
 * the pantry table's food it means. Written for this project from common culinary vocabulary; no
 * outside list was copied. One line a food:
 *
 *   pantry name|es|de|fr|it|pt
 *
 * A column holds that language's names, comma-separated, accents as written ("-" for none given).
 * Only names a cook of that language means one thing by are here: a word two languages use for
 * different foods (Portuguese "batata" is a potato, Spanish a sweet potato), a word that names a
 * family rather than a food (German "Sellerie", Italian "lievito"), or a food the chef cannot cook
 * safely from its name alone (salt cod, "bacalhau") is left out, to be "not a food I know".
 */
export const FOOD_NAMES = `chicken|pollo,carne de pollo|hähnchen,hühnchen,hähnchenfleisch,hühnerfleisch|poulet,viande de poulet|pollo,carne di pollo|frango,carne de frango
chicken breast|pechuga de pollo,pechugas de pollo,pechuga|hähnchenbrust,hühnerbrust,hähnchenbrustfilet|blanc de poulet,filet de poulet,blancs de poulet|petto di pollo,petti di pollo|peito de frango,peitos de frango
chicken thigh|muslo de pollo,muslos de pollo,contramuslo de pollo|hähnchenschenkelfilet|haut de cuisse de poulet|sovracoscia di pollo,sovracosce di pollo|sobrecoxa de frango,sobrecoxas de frango
chicken wings|alitas de pollo,alas de pollo|hähnchenflügel,chickenwings|ailes de poulet,ailerons de poulet|ali di pollo,alette di pollo|asas de frango,asinhas de frango
cooked chicken|pollo asado,pollo cocido|brathähnchen,gebratenes hähnchen|poulet rôti,poulet cuit|pollo arrosto,pollo cotto|frango assado,frango cozido
turkey|pavo|pute,truthahn,putenfleisch|dinde|tacchino|peru
turkey breast|pechuga de pavo|putenbrust|blanc de dinde|petto di tacchino|peito de peru
ground turkey|carne picada de pavo|putenhackfleisch|dinde hachée|macinato di tacchino|carne moída de peru
beef|ternera,carne de res,carne de vaca|rindfleisch,rind|bœuf,viande de bœuf|manzo,carne di manzo|carne de vaca,carne bovina
steak|bistec,filete de ternera|rindersteak|bifteck,steak de bœuf|bistecca|bife
ground beef|carne picada de ternera,carne molida,carne picada de vaca,carne molida de res|rinderhackfleisch,rinderhack|bœuf haché,viande hachée de bœuf|carne macinata di manzo,macinato di manzo|carne moída,carne picada de vaca
mince|carne picada|hackfleisch,gehacktes,hack|viande hachée|carne macinata,macinato|carne picada
pork|cerdo,carne de cerdo,lomo de cerdo|schweinefleisch,schwein|porc,viande de porc|maiale,carne di maiale|porco,carne de porco
pork chop|chuleta de cerdo,chuletas de cerdo|schweinekotelett,kotelett|côte de porc,côtelette de porc|braciola di maiale,braciole di maiale|costeleta de porco,costeletas de porco
pork tenderloin|solomillo de cerdo|schweinefilet|filet mignon de porc|filetto di maiale|lombinho de porco
ground pork|carne picada de cerdo|schweinehackfleisch,schweinehack|porc haché|macinato di maiale|carne moída de porco
lamb|cordero|lamm,lammfleisch|agneau|agnello|cordeiro,borrego
lamb chop|chuleta de cordero,chuletas de cordero|lammkotelett|côtelette d'agneau|costoletta d'agnello|costeleta de cordeiro
ground lamb|carne picada de cordero|lammhackfleisch|agneau haché|macinato d'agnello|carne moída de cordeiro
bacon|beicon,bacon,tocino ahumado|speck,frühstücksspeck|lard fumé|pancetta affumicata|bacon,toucinho fumado
pancetta|panceta|bauchspeck|poitrine fumée|pancetta|pancetta
ham|jamón,jamón cocido,jamón york|schinken,kochschinken|jambon,jambon blanc|prosciutto cotto|presunto cozido
prosciutto|jamón serrano|rohschinken,parmaschinken|jambon cru,jambon de parme|prosciutto crudo|presunto
sausage|salchicha,salchichas|würstchen,wurst,würste,bratwürste|saucisse,saucisses|salsiccia,salsicce|salsicha,salsichas,linguiça
chorizo|chorizo|chorizo|chorizo|chorizo|chouriço
salami|salami,salchichón|salami|saucisson,saucisson sec|salame|salame
duck|pato|ente|canard|anatra|pato
duck breast|pechuga de pato,magret de pato|entenbrust|magret de canard|petto d'anatra|peito de pato
meatballs|albóndigas|fleischbällchen,frikadellen,hackbällchen|boulettes de viande,boulettes|polpette|almôndegas
tofu|tofu|tofu|tofu|tofu|tofu
salmon|salmón|lachs,lachsfilet|saumon,pavé de saumon|salmone|salmão
smoked salmon|salmón ahumado|räucherlachs|saumon fumé|salmone affumicato|salmão fumado,salmão defumado
tuna|atún|thunfisch|thon|tonno|atum
canned tuna|atún en lata,atún en conserva|thunfisch aus der dose,dosenthunfisch|thon en boîte,thon en conserve|tonno in scatola|atum em lata,atum enlatado
tuna steak|filete de atún|thunfischsteak|steak de thon,pavé de thon|trancio di tonno|bife de atum
prawns|gambas,langostinos,camarones|garnelen,shrimps,riesengarnelen|crevettes,gambas|gamberi,gamberetti,mazzancolle|camarão,camarões,gambas
cod|bacalao fresco|kabeljau,dorsch|cabillaud|merluzzo|bacalhau fresco
hake|merluza|seehecht|merlu,colin|nasello|pescada
haddock|eglefino|schellfisch|églefin,aiglefin|eglefino|arinca
sea bass|lubina,róbalo|wolfsbarsch,seebarsch|loup de mer|branzino,spigola|robalo
sea bream|dorada|dorade,goldbrasse|daurade,dorade|orata|dourada
trout|trucha|forelle|truite|trota|truta
mackerel|caballa|makrele|maquereau|sgombro|cavala,sarda
sardines|sardinas|sardinen|sardines|sardine|sardinhas
anchovies|anchoas|sardellen|anchois|acciughe|anchovas,anchovas em conserva
scallops|vieiras|jakobsmuscheln|coquilles saint-jacques,noix de saint-jacques|capesante|vieiras
mussels|mejillones|miesmuscheln,muscheln|moules|cozze|mexilhões,mexilhão
clams|almejas|venusmuscheln|palourdes|vongole|amêijoas
squid|calamares,calamar|tintenfisch,kalmar,kalmare|calmar,calmars,encornet|calamari,totani|lulas,lula
crab|cangrejo,carne de cangrejo|taschenkrebs,krebsfleisch|crabe,chair de crabe|granchio,polpa di granchio|caranguejo,carne de caranguejo
fish|pescado,pescados|fisch,fischfilet|poisson,filet de poisson|pesce,filetto di pesce|peixe,filete de peixe
egg|huevo,huevos|ei,eier|œuf,œufs|uovo,uova|ovo,ovos
egg yolk|yema,yemas,yema de huevo|eigelb,eidotter|jaune d'œuf,jaunes d'œufs|tuorlo,tuorli|gema,gemas
egg white|clara,claras,clara de huevo|eiweiß,eiklar|blanc d'œuf,blancs d'œufs|albume,albumi|clara de ovo,claras
milk|leche,leche entera|milch,vollmilch|lait,lait entier|latte,latte intero|leite,leite integral
cream|nata,nata para cocinar,crema de leche,nata líquida|sahne,schlagsahne,kochsahne|crème liquide,crème fleurette,crème entière|panna,panna da cucina,panna fresca|natas,creme de leite,nata
sour cream|nata agria,crema agria|saure sahne,sauerrahm|crème aigre|panna acida|creme azedo,nata azeda
creme fraiche|crème fraîche|crème fraîche,schmand|crème fraîche,crème épaisse|crème fraîche|crème fraîche
yogurt|yogur,yogur natural|joghurt,naturjoghurt,jogurt|yaourt,yaourt nature,yogourt|yogurt bianco,yogurt naturale|iogurte,iogurte natural
greek yogurt|yogur griego|griechischer joghurt|yaourt grec|yogurt greco|iogurte grego
buttermilk|suero de leche|buttermilch|babeurre,lait ribot|latticello|leitelho
condensed milk|leche condensada|kondensmilch,gezuckerte kondensmilch|lait concentré sucré|latte condensato|leite condensado
oat milk|leche de avena,bebida de avena|hafermilch,haferdrink|lait d'avoine|latte d'avena|leite de aveia,bebida de aveia
almond milk|leche de almendras,bebida de almendras|mandelmilch,mandeldrink|lait d'amande|latte di mandorla|leite de amêndoa
soy milk|leche de soja,bebida de soja|sojamilch,sojadrink|lait de soja|latte di soia|leite de soja
butter|mantequilla|butter|beurre|burro|manteiga
cheese|queso|käse|fromage|formaggio|queijo
grated cheese|queso rallado|reibekäse,geriebener käse|fromage râpé|formaggio grattugiato|queijo ralado
cheddar|queso cheddar|cheddarkäse|fromage cheddar|formaggio cheddar|queijo cheddar
parmesan|queso parmesano,parmesano|parmesankäse,parmesan|parmesan|parmigiano|queijo parmesão,parmesão
mozzarella|queso mozzarella|mozzarella|mozzarella|mozzarella|muçarela,mussarela
feta|queso feta|fetakäse,schafskäse|fêta,feta|feta|queijo feta
goat cheese|queso de cabra|ziegenkäse|fromage de chèvre,chèvre|formaggio di capra,caprino|queijo de cabra
halloumi|queso halloumi|grillkäse,halloumi|halloumi|halloumi|queijo halloumi
blue cheese|queso azul|blauschimmelkäse|fromage bleu,bleu|formaggio erborinato|queijo azul
ricotta|requesón,ricota|ricotta|ricotta|ricotta|ricota
cream cheese|queso crema,queso untable|frischkäse|fromage à tartiner|formaggio spalmabile|queijo creme
mascarpone|mascarpone|mascarpone|mascarpone|mascarpone|mascarpone
cottage cheese|queso cottage|hüttenkäse|cottage cheese|fiocchi di latte|queijo cottage
tomato|tomate,tomates,jitomate|tomate,tomaten|tomate,tomates|pomodoro,pomodori|tomate,tomates
cherry tomato|tomates cherry,tomate cherry,tomates cherri|kirschtomaten,cherrytomaten,cocktailtomaten|tomates cerises,tomate cerise|pomodorini,pomodoro ciliegino|tomate cereja,tomates cereja,tomate-cereja
bell pepper|pimiento,pimientos,pimiento rojo,pimiento verde,morrón|paprikaschote,paprikaschoten,gemüsepaprika|poivron,poivrons,poivron rouge,poivron vert|peperone,peperoni,peperone rosso|pimentão,pimentos,pimento vermelho
zucchini|calabacín,calabacines,calabacita|zucchini|courgette,courgettes|zucchina,zucchine,zucchino|abobrinha,curgete,courgete
eggplant|berenjena,berenjenas|aubergine,auberginen|aubergine,aubergines|melanzana,melanzane|beringela,berinjela
mushroom|champiñones,champiñón,setas,hongos|pilze,champignons,pilz|champignons,champignon,champignons de paris|funghi,champignon,funghi champignon|cogumelos,cogumelo,champignons
shiitake|setas shiitake|shiitake-pilze|champignons shiitaké|funghi shiitake|cogumelos shiitake
broccoli|brócoli,brécol,brócolis|brokkoli|brocoli|broccoli,broccolo|brócolos,brócolis
cauliflower|coliflor|blumenkohl|chou-fleur|cavolfiore|couve-flor
green beans|judías verdes,ejotes,vainitas|grüne bohnen,brechbohnen|haricots verts|fagiolini|feijão-verde,vagem,vagens
asparagus|espárragos,espárrago|spargel,grüner spargel|asperges,asperge|asparagi,asparago|espargos,aspargos
peas|guisantes,arvejas,chícharos|erbsen|petits pois,pois|piselli|ervilhas,ervilha
corn|maíz,elote,choclo|mais,zuckermais|maïs|mais|milho
cucumber|pepino|gurke,salatgurke|concombre|cetriolo,cetrioli|pepino
avocado|aguacate,palta|avocado|avocat|avocado|abacate
brussels sprouts|coles de bruselas|rosenkohl|choux de bruxelles|cavoletti di bruxelles|couves-de-bruxelas
okra|quimbombó|okraschoten|gombo|gombo|quiabo
snow peas|tirabeques|zuckerschoten|pois gourmands|taccole|ervilhas tortas
bean sprouts|brotes de soja|sojasprossen|pousses de soja,germes de soja|germogli di soia|rebentos de soja,broto de feijão
radish|rábano,rábanos,rabanitos|radieschen|radis|ravanello,ravanelli|rabanete,rabanetes
artichoke|alcachofa,alcachofas|artischocke,artischocken|artichaut,artichauts|carciofo,carciofi|alcachofra,alcachofras
fennel|hinojo|fenchel|fenouil|finocchio|funcho
sun-dried tomatoes|tomates secos|getrocknete tomaten|tomates séchées|pomodori secchi|tomates secos
potato|patata,patatas,papa,papas|kartoffel,kartoffeln,erdapfel|pomme de terre,pommes de terre|patata,patate|batata inglesa
new potatoes|patatas nuevas|frühkartoffeln|pommes de terre nouvelles|patate novelle|batatas novas
sweet potato|boniato,camote|süßkartoffel,süßkartoffeln|patate douce,patates douces|patata dolce,patate dolci,patata americana|batata-doce,batata doce
carrot|zanahoria,zanahorias|karotte,karotten,möhre,möhren,mohrrübe|carotte,carottes|carota,carote|cenoura,cenouras
parsnip|chirivía|pastinake|panais|pastinaca|pastinaga,cherovia
beetroot|remolacha|rote bete,rote beete,rote rübe|betterave|barbabietola,barbabietole|beterraba
butternut squash|calabaza violín|butternusskürbis,butternut-kürbis|courge butternut,doubeurre|zucca butternut|abóbora-manteiga
squash|calabaza de invierno|kürbis|courge|zucca|abóbora
pumpkin|calabaza,zapallo|speisekürbis|potiron,citrouille|zucca gialla|abóbora-menina
turnip|nabo|steckrübe,weiße rübe|navet|rapa|nabo
celeriac|apionabo|knollensellerie|céleri-rave|sedano rapa|aipo-rábano
plantain|plátano macho,plátano verde|kochbanane|banane plantain|platano da cuocere|banana-da-terra
spinach|espinaca,espinacas|spinat,blattspinat|épinards,épinard|spinaci|espinafre
kale|col rizada|grünkohl|chou frisé,chou kale|cavolo riccio|couve kale
lettuce|lechuga|kopfsalat,eisbergsalat,römersalat|laitue|lattuga|alface
mixed greens|ensalada verde,hojas verdes|blattsalat,salatmischung|salade verte,mesclun|insalata mista,misticanza|salada verde,mistura de folhas
arugula|rúcula|rucola,rauke|roquette|rucola,rughetta|rúcula,rucula
cabbage|col,repollo|kohl,weißkohl,weisskraut|chou,chou blanc|cavolo,cavolo cappuccio,verza|repolho
red cabbage|lombarda,col morada,repollo morado|rotkohl,blaukraut,rotkraut|chou rouge|cavolo rosso|repolho roxo
chard|acelga,acelgas|mangold|blettes,bettes|bietola,bietole|acelga
watercress|berros|brunnenkresse|cresson|crescione|agrião
bok choy|pak choi|pak choi|pak-choï|pak choi|pak choi
endive|endibia,endivia|chicorée|endive,endives|indivia belga|endívia
onion|cebolla,cebollas|zwiebel,zwiebeln|oignon,oignons|cipolla,cipolle|cebola,cebolas
red onion|cebolla morada,cebolla roja|rote zwiebel,rote zwiebeln|oignon rouge,oignons rouges|cipolla rossa,cipolle rosse|cebola roxa
shallot|chalota,chalotas,escalonia|schalotte,schalotten|échalote,échalotes|scalogno,scalogni|chalota,chalotas
garlic|ajo,ajos|knoblauch|ail|aglio|alho
garlic clove|diente de ajo,dientes de ajo|knoblauchzehe,knoblauchzehen|gousse d'ail,gousses d'ail|spicchio d'aglio,spicchi d'aglio|dente de alho,dentes de alho
green onion|cebolleta,cebolletas,cebolla de verdeo|frühlingszwiebel,frühlingszwiebeln,lauchzwiebel|oignon vert,oignons verts,oignon nouveau|cipollotto,cipollotti|cebolinha,cebolinhas
leek|puerro,puerros|lauch,porree|poireau,poireaux|porro,porri|alho-francês,alho-poró
celery|apio|staudensellerie,stangensellerie|céleri branche|sedano|aipo
ginger|jengibre|ingwer|gingembre|zenzero|gengibre
chili|guindilla,ají,chile picante|chili,chilischote|piment,piment rouge|peperoncino,peperoncini|malagueta,pimenta malagueta
lemongrass|hierba limón,limoncillo|zitronengras|citronnelle|-|capim-limão,erva-príncipe
rice|arroz,arroz blanco|reis|riz,riz blanc|riso|arroz,arroz branco
brown rice|arroz integral|naturreis,vollkornreis|riz complet|riso integrale|arroz integral
basmati rice|arroz basmati|basmatireis|riz basmati|riso basmati|arroz basmati
jasmine rice|arroz jazmín|jasminreis|riz jasmin|riso jasmine|arroz jasmim
arborio|arroz para risotto,arroz arborio|risottoreis|riz à risotto,riz arborio|riso arborio,riso per risotti|arroz arbóreo
quinoa|quinua,quinoa|quinoa|quinoa|quinoa|quinoa,quinua
couscous|cuscús|couscous|couscous,semoule de couscous|cuscus,cous cous|cuscuz marroquino
bulgur|trigo bulgur,bulgur|bulgur|boulgour|bulgur|trigo bulgur,bulgur
pearl barley|cebada perlada,cebada|perlgraupen,graupen,gerste|orge perlé,orge|orzo perlato|cevada,cevada pérola
oats|avena,copos de avena|haferflocken,hafer|flocons d'avoine,avoine|fiocchi d'avena,avena|aveia,flocos de aveia
polenta|sémola de maíz,harina de maíz amarilla|maisgrieß|semoule de maïs|farina di mais|fubá,farinha de milho
semolina|sémola de trigo|grieß,weizengrieß|semoule fine|semolino,semola|sêmola,semolina
flour|harina,harina de trigo|mehl,weizenmehl|farine,farine de blé|farina,farina di grano|farinha,farinha de trigo
self-raising flour|harina leudante|selbsttreibendes mehl|farine à levure|farina autolievitante|farinha com fermento
almond flour|harina de almendra,almendra molida|mandelmehl,gemahlene mandeln|poudre d'amande,amandes en poudre|farina di mandorle|farinha de amêndoa,amêndoa moída
bread|pan,pan de molde|brot,toastbrot|pain,pain de mie|pane,pan carré|pão,pão de forma
baguette|barra de pan|baguette|baguette|baguette,filone|baguete
breadcrumbs|pan rallado|paniermehl,semmelbrösel|chapelure|pangrattato,pan grattato|pão ralado,farinha de rosca
tortilla|tortillas de trigo,tortilla de harina|weizentortilla,wraps|tortilla de blé|-|tortilha,tortilhas
pita|pan de pita|pitabrot|pain pita|pane pita|pão sírio,pão pita
bun|bollo,panecillo|brötchen,semmel|petit pain|panino|pãozinho
pasta|pasta|nudeln,teigwaren|pâtes|pasta|macarrão
spaghetti|espaguetis,espagueti|spaghetti|spaghettis|spaghetti|esparguete,espaguete
penne|macarrones pluma|penne|penne|penne|penne
macaroni|macarrones|makkaroni|macaronis|maccheroni|macarrão cotovelo
fettuccine|tallarines|bandnudeln|tagliatelles|tagliatelle|talharim
lasagne sheets|láminas de lasaña,lasaña|lasagneplatten|feuilles de lasagne|sfoglie per lasagne|folhas de lasanha,lasanha
gnocchi|ñoquis|gnocchi|gnocchis|gnocchi|nhoque,nhoques
noodles|fideos chinos|asianudeln|nouilles|noodles,spaghetti cinesi|noodles,massa chinesa
egg noodles|fideos de huevo|eiernudeln,mie-nudeln|nouilles aux œufs|-|massa de ovo
rice noodles|fideos de arroz|reisnudeln|nouilles de riz,vermicelles de riz|spaghetti di riso|macarrão de arroz,massa de arroz
chickpeas|garbanzos|kichererbsen|pois chiches|ceci|grão-de-bico,grão de bico
black beans|frijoles negros,alubias negras|schwarze bohnen|haricots noirs|fagioli neri|feijão preto
kidney beans|alubias rojas,frijoles rojos,judías rojas|kidneybohnen,rote bohnen|haricots rouges|fagioli rossi|feijão vermelho,feijão encarnado
cannellini beans|alubias blancas,judías blancas|weiße bohnen,cannellini-bohnen|haricots blancs|fagioli cannellini,fagioli bianchi|feijão branco
butter beans|judiones,habas de lima|limabohnen,butterbohnen|haricots de lima|fagioli di spagna|feijão-manteiga
pinto beans|frijoles pintos|wachtelbohnen,pintobohnen|haricots pinto|fagioli borlotti|feijão carioca
baked beans|alubias cocidas con tomate|-|haricots blancs à la tomate|fagioli in salsa di pomodoro|feijão cozido com tomate
lentils|lentejas|linsen|lentilles|lenticchie|lentilhas
red lentils|lentejas rojas,lentejas coral|rote linsen|lentilles corail|lenticchie rosse|lentilhas vermelhas
split peas|guisantes secos partidos|schälerbsen,spalterbsen|pois cassés|piselli secchi spezzati|ervilhas partidas
edamame|edamame,habas de soja verdes|edamame|edamame|edamame|edamame
broad beans|habas|saubohnen,dicke bohnen|fèves|fave|favas
apple|manzana,manzanas|apfel,äpfel|pomme,pommes|mela,mele|maçã,maçãs
pear|pera,peras|birne,birnen|poire,poires|pera,pere|pera,peras,pêra
banana|plátano,plátanos,banana,bananas|banane,bananen|banane,bananes|banana,banane|banana,bananas
strawberry|fresa,fresas,frutilla,frutillas|erdbeere,erdbeeren|fraise,fraises|fragola,fragole|morango,morangos
blueberries|arándanos,arándano azul|heidelbeeren,blaubeeren|myrtilles|mirtilli|mirtilos
raspberries|frambuesa,frambuesas|himbeere,himbeeren|framboise,framboises|lampone,lamponi|framboesa,framboesas
blackberries|moras,zarzamoras|brombeeren,brombeere|mûres|more di rovo|amoras
mixed berries|frutos rojos,frutos del bosque|beerenmischung,waldbeeren|fruits rouges|frutti di bosco|frutos vermelhos,frutos silvestres
mango|mango|mango|mangue|mango|manga
pineapple|piña,ananá|ananas|ananas|ananas|abacaxi,ananás
orange|naranja,naranjas|orange,orangen,apfelsine|orange,oranges|arancia,arance|laranja,laranjas
clementine|mandarina,clementina|mandarine,klementine,clementine|clémentine,mandarine|mandarino,clementina|tangerina,clementina
grapes|uvas,uva|trauben,weintrauben|grappe de raisin,raisin frais|uva,uve|uvas,uva
peach|melocotón,durazno|pfirsich,pfirsiche|pêche,pêches|pesca,pesche|pêssego,pêssegos
nectarine|nectarina|nektarine|nectarine,brugnon|nettarina|nectarina
plum|ciruela,ciruelas|pflaume,pflaumen,zwetschge|prune fraîche|prugna,prugne,susina|ameixa,ameixas
apricot|albaricoque,albaricoques,damasco|aprikose,aprikosen|abricot,abricots|albicocca,albicocche|damasco,alperce
cherries|cerezas,cereza|kirschen,kirsche|cerises,cerise|ciliegie,ciliegia|cerejas,cereja
watermelon|sandía|wassermelone|pastèque|anguria,cocomero|melancia
melon|melón|melone,honigmelone|melon|melone|melão
kiwi|kiwi|kiwi|kiwi|kiwi|kiwi,quivi
pomegranate|granada|granatapfel|grenade|melograno|romã
fig|higo,higos|feige,feigen|figue,figues|fico,fichi|figo,figos
dates|dátiles,dátil|datteln,dattel|dattes,datte|datteri,dattero|tâmaras,tâmara
raisins|pasas,uvas pasas|rosinen,sultaninen|raisins secs|uvetta,uva passa|passas,uvas-passas
dried cranberries|arándanos rojos secos|getrocknete cranberrys|cranberries séchées|mirtilli rossi secchi|arandos secos
rhubarb|ruibarbo|rhabarber|rhubarbe|rabarbaro|ruibarbo
lemon|limón,limones|zitrone,zitronen|citron,citrons|limone,limoni|limão siciliano
lime|lima,limas|limette,limetten|citron vert,lime|lime,limetta|lima,limas
lemon juice|zumo de limón,jugo de limón|zitronensaft|jus de citron|succo di limone|sumo de limão
coconut|coco rallado,coco|kokosraspeln,kokosnuss|noix de coco râpée,noix de coco|cocco grattugiato,cocco|coco ralado,coco
basil|albahaca|basilikum|basilic|basilico|manjericão
parsley|perejil|petersilie|persil|prezzemolo|salsinha
cilantro|cilantro|koriander,korianderblätter|coriandre,coriandre fraîche|coriandolo|coentro,coentros
mint|menta,hierbabuena|minze,pfefferminze|menthe|menta|hortelã
dill|eneldo|dill|aneth|aneto|endro,aneto
chives|cebollino|schnittlauch|ciboulette|erba cipollina|cebolinho
thyme|tomillo|thymian|thym|timo|tomilho
rosemary|romero|rosmarin|romarin|rosmarino|alecrim
oregano|orégano|oregano|origan|origano|orégão,orégano
sage|salvia|salbei|sauge|salvia|sálvia
bay leaf|laurel,hoja de laurel,hojas de laurel|lorbeer,lorbeerblatt,lorbeerblätter|laurier,feuille de laurier,feuilles de laurier|alloro,foglia di alloro,foglie di alloro|louro,folha de louro,folhas de louro
tarragon|estragón|estragon|estragon|dragoncello|estragão
salt|sal|salz|sel|sale|sal
sea salt|sal marina|meersalz|sel de mer,fleur de sel|sale marino|sal marinho
black pepper|pimienta,pimienta negra|pfeffer,schwarzer pfeffer|poivre,poivre noir|pepe,pepe nero|pimenta-do-reino,pimenta preta
cumin|comino|kreuzkümmel|cumin|cumino|cominho
paprika|pimentón dulce|paprikapulver|paprika|paprica,paprika dolce|páprica
smoked paprika|pimentón de la vera,pimentón ahumado|geräuchertes paprikapulver|paprika fumé|paprika affumicata|páprica fumada,páprica defumada
chili flakes|guindilla en copos,chile en hojuelas|chiliflocken|piment en flocons|peperoncino in fiocchi|flocos de malagueta,pimenta calabresa
chili powder|chile en polvo|chilipulver|piment en poudre|peperoncino in polvere|malagueta em pó
cayenne|pimienta de cayena,cayena|cayennepfeffer|piment de cayenne|pepe di cayenna|pimenta-de-caiena
curry powder|curry en polvo,curri|currypulver|curry en poudre|curry in polvere|caril em pó,curry em pó
turmeric|cúrcuma|kurkuma,gelbwurz|curcuma|curcuma|curcuma
garam masala|garam masala|garam masala|garam masala|garam masala|garam masala
ground coriander|cilantro molido,semillas de cilantro|gemahlener koriander,koriandersamen|coriandre moulue,graines de coriandre|coriandolo in polvere,semi di coriandolo|coentros moídos,sementes de coentro
cinnamon|canela|zimt|cannelle|cannella|canela
nutmeg|nuez moscada|muskatnuss,muskat|noix de muscade,muscade|noce moscata|noz-moscada
cardamom|cardamomo|kardamom|cardamome|cardamomo|cardamomo
cloves|clavo de olor,clavos de olor|gewürznelken,nelken|clous de girofle,girofle|chiodi di garofano|cravinho,cravo-da-índia
ground ginger|jengibre molido|ingwerpulver|gingembre moulu|zenzero in polvere|gengibre em pó
vanilla|vainilla|vanille|vanille|vaniglia|baunilha
vanilla extract|extracto de vainilla,esencia de vainilla|vanilleextrakt|extrait de vanille|estratto di vaniglia|extrato de baunilha,essência de baunilha
fennel seeds|semillas de hinojo|fenchelsamen|graines de fenouil|semi di finocchio|sementes de funcho
mustard seeds|semillas de mostaza|senfkörner|graines de moutarde|semi di senape|sementes de mostarda
five spice|cinco especias chinas|fünf-gewürze-pulver|cinq-épices|cinque spezie|cinco especiarias
mixed herbs|hierbas provenzales,hierbas secas|kräuter der provence,getrocknete kräuter|herbes de provence|erbe aromatiche,erbe provenzali|ervas de provence,ervas secas
garlic powder|ajo en polvo|knoblauchpulver|ail en poudre|aglio in polvere|alho em pó
saffron|azafrán|safran|safran|zafferano|açafrão-verdadeiro
olive oil|aceite de oliva,aceite de oliva virgen extra|olivenöl|huile d'olive|olio d'oliva,olio di oliva,olio extravergine di oliva|azeite,azeite de oliva
vegetable oil|aceite vegetal,aceite|pflanzenöl,öl,speiseöl|huile végétale,huile|olio vegetale,olio di semi|óleo vegetal,óleo
sunflower oil|aceite de girasol|sonnenblumenöl|huile de tournesol|olio di semi di girasole|óleo de girassol
rapeseed oil|aceite de colza|rapsöl|huile de colza|olio di colza|óleo de colza,óleo de canola
sesame oil|aceite de sésamo|sesamöl|huile de sésame|olio di sesamo|óleo de sésamo,óleo de gergelim
coconut oil|aceite de coco|kokosöl|huile de coco|olio di cocco|óleo de coco
lard|manteca de cerdo|schmalz,schweineschmalz|saindoux|strutto|banha
margarine|margarina|margarine|margarine|margarina|margarina
vinegar|vinagre|essig|vinaigre|aceto|vinagre
red wine vinegar|vinagre de vino tinto|rotweinessig|vinaigre de vin rouge|aceto di vino rosso|vinagre de vinho tinto
white wine vinegar|vinagre de vino blanco|weißweinessig|vinaigre de vin blanc|aceto di vino bianco|vinagre de vinho branco
balsamic vinegar|vinagre balsámico|balsamico,balsamessig|vinaigre balsamique|aceto balsamico|vinagre balsâmico
apple cider vinegar|vinagre de manzana,vinagre de sidra|apfelessig|vinaigre de cidre|aceto di mele|vinagre de maçã,vinagre de sidra
rice vinegar|vinagre de arroz|reisessig|vinaigre de riz|aceto di riso|vinagre de arroz
sugar|azúcar,azúcar blanco|zucker,weißer zucker|sucre,sucre blanc|zucchero,zucchero semolato|açúcar,açúcar branco
brown sugar|azúcar moreno,azúcar morena,azúcar mascabado|brauner zucker,rohrzucker|sucre roux,cassonade,sucre brun|zucchero di canna|açúcar mascavo,açúcar amarelo
honey|miel|honig|miel|miele|mel
maple syrup|sirope de arce,jarabe de arce|ahornsirup|sirop d'érable|sciroppo d'acero|xarope de ácer,xarope de bordo
icing sugar|azúcar glas,azúcar glass,azúcar impalpable|puderzucker|sucre glace|zucchero a velo|açúcar em pó,açúcar de confeiteiro
jam|mermelada|konfitüre|confiture|marmellata,confettura|geleia
soy sauce|salsa de soja,salsa de soya|sojasauce,sojasoße,sojasosse|sauce soja|salsa di soia|molho de soja,molho shoyu
fish sauce|salsa de pescado|fischsauce,fischsoße|sauce de poisson,nuoc-mâm|salsa di pesce|molho de peixe
oyster sauce|salsa de ostras|austernsauce,austernsoße|sauce d'huître|salsa d'ostriche|molho de ostra
hot sauce|salsa picante|scharfe soße,scharfe sauce|sauce piquante|salsa piccante|molho picante
ketchup|kétchup,catsup|tomatenketchup|ketchup|ketchup|ketchup
mayonnaise|mayonesa,mahonesa|mayonnaise,mayo|mayonnaise|maionese|maionese
mustard|mostaza|senf|moutarde|senape|mostarda de dijon
tomato paste|concentrado de tomate,pasta de tomate|tomatenmark|concentré de tomate|concentrato di pomodoro|concentrado de tomate,extrato de tomate
pesto|pesto|pesto|pesto|pesto,pesto alla genovese|pesto
peanut butter|mantequilla de cacahuete,mantequilla de maní,crema de cacahuete|erdnussbutter|beurre de cacahuète,beurre d'arachide|burro di arachidi|manteiga de amendoim,pasta de amendoim
curry paste|pasta de curry|currypaste|pâte de curry|pasta di curry|pasta de caril,pasta de curry
olives|aceitunas,olivas|oliven|olives|olive|azeitonas
capers|alcaparras|kapern|câpres|capperi|alcaparras
pickles|pepinillos|essiggurken,gewürzgurken|cornichons|cetriolini sottaceto|pepinos em conserva,picles
sauerkraut|chucrut|sauerkraut|choucroute|crauti|chucrute
bbq sauce|salsa barbacoa|barbecuesoße,grillsoße|sauce barbecue|salsa barbecue|molho barbecue
cornstarch|maicena,almidón de maíz,fécula de maíz|speisestärke,maisstärke|fécule de maïs,maïzena|amido di mais,maizena|amido de milho,maisena
stock|caldo|brühe|bouillon|brodo|caldo
chicken stock|caldo de pollo|hühnerbrühe,hühnerfond|bouillon de poulet,fond de volaille|brodo di pollo|caldo de galinha,caldo de frango
vegetable stock|caldo de verduras,caldo vegetal|gemüsebrühe,gemüsefond|bouillon de légumes|brodo vegetale|caldo de legumes
beef stock|caldo de carne,caldo de res|rinderbrühe,rinderfond|bouillon de bœuf,fond de veau|brodo di carne,brodo di manzo|caldo de carne
coconut milk|leche de coco|kokosmilch|lait de coco|latte di cocco|leite de coco
canned tomatoes|tomate triturado,tomates en lata,tomate en conserva|dosentomaten,gehackte tomaten,tomaten aus der dose|tomates concassées,tomates pelées,tomates en conserve|pomodori pelati,polpa di pomodoro,pelati|tomate pelado,tomate em lata,tomate triturado
passata|tomate tamizado|passierte tomaten|coulis de tomate|passata di pomodoro|polpa de tomate
white wine|vino blanco|weißwein|vin blanc|vino bianco|vinho branco
red wine|vino tinto|rotwein|vin rouge|vino rosso|vinho tinto
beer|cerveza|bier|bière|birra|cerveja
water|agua|wasser|eau|acqua|água
almonds|almendras,almendra|mandeln,mandel|amandes,amande|mandorle,mandorla|amêndoas,amêndoa
walnuts|nueces,nuez|walnüsse,walnuss|noix,cerneaux de noix|noci,gherigli di noce|nozes,noz
cashews|anacardos,castañas de cajú|cashewkerne,cashewnüsse|noix de cajou|anacardi|castanhas de caju
peanuts|cacahuetes,cacahuates,maní|erdnüsse,erdnuss|cacahuètes,arachides|arachidi,noccioline|amendoins,amendoim
pine nuts|piñones|pinienkerne|pignons de pin,pignons|pinoli|pinhões,pinhão
pistachios|pistachos|pistazien|pistaches|pistacchi|pistácios
hazelnuts|avellanas|haselnüsse,haselnuss|noisettes|nocciole|avelãs
sesame seeds|semillas de sésamo,sésamo,ajonjolí|sesam,sesamsamen|graines de sésame,sésame|semi di sesamo,sesamo|sementes de sésamo,gergelim
sunflower seeds|pipas de girasol,semillas de girasol|sonnenblumenkerne|graines de tournesol|semi di girasole|sementes de girassol
pumpkin seeds|pipas de calabaza,semillas de calabaza|kürbiskerne|graines de courge|semi di zucca|sementes de abóbora
chia seeds|semillas de chía,chía|chiasamen|graines de chia|semi di chia|sementes de chia
flaxseed|linaza,semillas de lino|leinsamen|graines de lin|semi di lino|linhaça
baking powder|polvo de hornear,levadura química|backpulver|levure chimique|lievito per dolci|fermento químico,fermento em pó
baking soda|bicarbonato,bicarbonato de sodio|natron|bicarbonate de soude,bicarbonate|bicarbonato di sodio|bicarbonato de sódio
yeast|levadura,levadura de panadería|hefe,trockenhefe|levure de boulanger|lievito di birra|fermento biológico
cocoa|cacao en polvo,cacao|kakao,kakaopulver|cacao en poudre,cacao|cacao amaro,cacao|cacau em pó,cacau
chocolate|chocolate|schokolade|chocolat|cioccolato|chocolate
dark chocolate|chocolate negro|zartbitterschokolade|chocolat noir|cioccolato fondente|chocolate amargo,chocolate negro`;
