import { describePackage } from './manifest';

/**
 * Manifests written the way authoring tools and ADL's samples write them, for the parser's
 * tests: their namespaces and prefixes, metadata, `xml:base`, several organizations.
 */

/** Articulate Storyline's SCORM 1.2 export (one SCO, mastery score in an element). */
export const STORYLINE_12 = `<?xml version="1.0" encoding="utf-8" standalone="no" ?>
<manifest identifier="6fKlBdhKNuG_course_id" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
    <adlcp:location>metadata.xml</adlcp:location>
  </metadata>
  <organizations default="Workplace_Safety_ORG">
    <organization identifier="Workplace_Safety_ORG">
      <title>Workplace Safety &amp; Health</title>
      <item identifier="Workplace_Safety_SCO" identifierref="Workplace_Safety_RES" isvisible="true">
        <title>Workplace Safety &amp; Health</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
        <adlcp:datafromlms>chapter=1</adlcp:datafromlms>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="Workplace_Safety_RES" type="webcontent" adlcp:scormtype="sco" href="index_lms.html">
      <file href="index_lms.html" />
      <file href="story.html" />
      <file href="story_content/data.js" />
      <file href="mobile/player_compiled.js" />
      <file href="metadata.xml" />
    </resource>
  </resources>
</manifest>
`;

export const STORYLINE_12_FILES = [
  'imsmanifest.xml',
  'metadata.xml',
  'index_lms.html',
  'story.html',
  'story_content/data.js',
  'mobile/player_compiled.js',
  'imscp_rootv1p1p2.xsd',
  'adlcp_rootv1p2.xsd',
];

/**
 * A SCORM 2004 3rd edition export in the style of iSpring: prefixed namespaces (`ns0:`,
 * `ns1:`), the content under an `xml:base`, launch parameters and a query in the href.
 */
export const ISPRING_2004_3RD = `<?xml version="1.0" encoding="UTF-8"?>
<ns0:manifest xmlns:ns0="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:ns1="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:ns2="http://www.imsglobal.org/xsd/imsss"
  identifier="iSpring_7F2A" version="1.3" xml:base="">
  <ns0:metadata>
    <ns0:schema>ADL SCORM</ns0:schema>
    <ns0:schemaversion>2004 3rd Edition</ns0:schemaversion>
  </ns0:metadata>
  <ns0:organizations default="org_1">
    <ns0:organization identifier="org_1" structure="hierarchical">
      <ns0:title><![CDATA[Onboarding: the first week]]></ns0:title>
      <ns0:item identifier="item_1" identifierref="res_1" parameters="?lang=en">
        <ns0:title>Onboarding: the first week</ns0:title>
        <ns1:completionThreshold>0.75</ns1:completionThreshold>
        <ns2:sequencing>
          <ns2:objectives>
            <ns2:primaryObjective objectiveID="passed" satisfiedByMeasure="true">
              <ns2:minNormalizedMeasure>0.7</ns2:minNormalizedMeasure>
            </ns2:primaryObjective>
          </ns2:objectives>
        </ns2:sequencing>
      </ns0:item>
    </ns0:organization>
  </ns0:organizations>
  <ns0:resources xml:base="res/">
    <ns0:resource identifier="res_1" type="webcontent" ns1:scormType="sco" href="index.html?mode=scorm" xml:base="player/">
      <ns0:file href="index.html"/>
      <ns0:file href="data/slide1.js"/>
      <ns0:file href="../shared/fonts.css"/>
    </ns0:resource>
  </ns0:resources>
</ns0:manifest>
`;

export const ISPRING_2004_3RD_FILES = [
  'imsmanifest.xml',
  'res/player/index.html',
  'res/player/data/slide1.js',
  'res/shared/fonts.css',
];

/**
 * In the manner of ADL's SCORM 2004 4th edition content examples: two organizations (the second
 * the default), a sequencing collection, objectives satisfied by measure, 4th edition
 * completion thresholds, `adlcp:dataFromLMS`, and a shared asset.
 */
export const ADL_2004_4TH = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.scorm.golfsamples.sequencing.forcedsequential.20044th" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="golf_sample_default_org">
    <organization identifier="golf_sample_review_org">
      <title>Golf Explained (review)</title>
      <item identifier="review_item" identifierref="playing_resource">
        <title>Playing the Game</title>
      </item>
    </organization>
    <organization identifier="golf_sample_default_org" adlseq:objectivesGlobalToSystem="false">
      <title>Golf Explained</title>
      <item identifier="playing_item" identifierref="playing_resource">
        <title>Playing the Game</title>
        <adlcp:dataFromLMS>section=rules</adlcp:dataFromLMS>
        <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.6" progressWeight="1"/>
        <imsss:sequencing IDRef="content_seq_rules">
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="playing_satisfied" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
              <imsss:mapInfo targetObjectiveID="com.scorm.golfsamples.playing_satisfied" readSatisfiedStatus="true" writeSatisfiedStatus="true"/>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
        <adlnav:presentation>
          <adlnav:navigationInterface>
            <adlnav:hideLMSUI>continue</adlnav:hideLMSUI>
          </adlnav:navigationInterface>
        </adlnav:presentation>
      </item>
      <item identifier="etiquette_item">
        <title>Etiquette</title>
        <item identifier="etiquette_course_item" identifierref="etiquette_resource" parameters="#care">
          <title>Caring for the Course</title>
          <imsss:sequencing IDRef="content_seq_rules"/>
        </item>
        <item identifier="quiz_item" identifierref="quiz_resource">
          <title>Etiquette Quiz</title>
          <imsss:sequencing IDRef="content_seq_rules">
            <imsss:objectives>
              <imsss:primaryObjective objectiveID="quiz_passed" satisfiedByMeasure="true"/>
            </imsss:objectives>
          </imsss:sequencing>
        </item>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="false" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>
  <resources>
    <resource identifier="playing_resource" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html?content=playing">
      <file href="shared/launchpage.html"/>
      <dependency identifierref="common_files"/>
    </resource>
    <resource identifier="etiquette_resource" type="webcontent" adlcp:scormType="sco" href="shared/launchpage.html?content=etiquette">
      <file href="shared/launchpage.html"/>
      <dependency identifierref="common_files"/>
    </resource>
    <resource identifier="quiz_resource" type="webcontent" adlcp:scormType="asset" href="Etiquette/quiz.html">
      <file href="Etiquette/quiz.html"/>
    </resource>
    <resource identifier="common_files" type="webcontent" adlcp:scormType="asset">
      <file href="shared/scormfunctions.js"/>
      <file href="shared/style.css"/>
    </resource>
  </resources>
  <imsss:sequencingCollection>
    <imsss:sequencing ID="content_seq_rules">
      <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
      <imsss:objectives>
        <imsss:primaryObjective objectiveID="shared_primary" satisfiedByMeasure="true">
          <imsss:minNormalizedMeasure>0.5</imsss:minNormalizedMeasure>
        </imsss:primaryObjective>
      </imsss:objectives>
    </imsss:sequencing>
  </imsss:sequencingCollection>
</manifest>
`;

export const ADL_2004_4TH_FILES = [
  'imsmanifest.xml',
  'shared/launchpage.html',
  'shared/scormfunctions.js',
  'shared/style.css',
  'Etiquette/quiz.html',
];

/** A cmi5 course structure (cmi5 §13.1): two languages, a nested block, an AU hosted elsewhere. */
export const CMI5_COURSE = `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="https://academy.example/courses/fire-safety">
    <title>
      <langstring lang="en-US">Fire Safety</langstring>
      <langstring lang="nl-NL">Brandveiligheid</langstring>
    </title>
    <description>
      <langstring lang="en-US">What to do when the alarm sounds.</langstring>
    </description>
  </course>
  <objectives>
    <objective id="https://academy.example/objectives/evacuate">
      <title><langstring lang="en-US">Evacuate safely</langstring></title>
      <description><langstring lang="en-US">Leave the building by the nearest exit.</langstring></description>
    </objective>
  </objectives>
  <au id="https://academy.example/courses/fire-safety/intro" moveOn="Completed" launchMethod="OwnWindow">
    <title><langstring lang="en-US">Introduction</langstring></title>
    <description><langstring lang="en-US">Why it matters.</langstring></description>
    <url>intro/index.html?start=1</url>
  </au>
  <block id="https://academy.example/courses/fire-safety/block-1">
    <title><langstring lang="en-US">Practice</langstring></title>
    <description><langstring lang="en-US">Exercises.</langstring></description>
    <objectives><objective idref="https://academy.example/objectives/evacuate"/></objectives>
    <au id="https://academy.example/courses/fire-safety/drill" moveOn="CompletedAndPassed" masteryScore="0.8"
        activityType="http://adlnet.gov/expapi/activities/assessment">
      <title><langstring lang="en-US">The drill</langstring></title>
      <description><langstring lang="en-US">A timed drill.</langstring></description>
      <url>drill/index.html</url>
      <launchParameters>{"difficulty":"hard"}</launchParameters>
      <entitlementKey>fire-2025</entitlementKey>
    </au>
    <block id="https://academy.example/courses/fire-safety/block-2">
      <title><langstring lang="en-US">Further reading</langstring></title>
      <description><langstring lang="en-US">Optional.</langstring></description>
      <au id="https://academy.example/courses/fire-safety/video">
        <title><langstring lang="en-US">Video</langstring></title>
        <description><langstring lang="en-US">Hosted on the video platform.</langstring></description>
        <url>https://video.example/fire-safety?embed=1</url>
      </au>
    </block>
  </block>
</courseStructure>
`;

export const CMI5_COURSE_FILES = ['cmi5.xml', 'intro/index.html', 'drill/index.html'];

/** describePackage over files given as text (a name without text is an empty file). */
export function describeFiles(
  files: Record<string, string> | string[],
  manifests: Record<string, string> = {},
) {
  const contents: Record<string, string> = Array.isArray(files)
    ? Object.fromEntries(files.map((name) => [name, '']))
    : files;
  const all: Record<string, string> = { ...contents, ...manifests };
  return describePackage(new Set(Object.keys(all)), async (path) => {
    const text = all[path];
    if (text === undefined) throw new Error(`read of a file that is not there: ${path}`);
    return Buffer.from(text);
  });
}
