import fs from 'node:fs';
import path from 'node:path';
import { Scorm2004API } from 'scorm-again';
import { describe, expect, it } from 'vitest';
import { type SequencingSettings, sequencingSettings } from './sequencing-settings';

const fixtureXml = fs.readFileSync(
  path.join(
    import.meta.dirname,
    '../../tests/fixtures/packages/scorm2004-sequencing/imsmanifest.xml',
  ),
  'utf8',
);

/** A SCORM 2004 4th edition manifest around an organization's inner markup. */
const manifest = (organization: string, outside = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>
  <manifest identifier="m" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
    xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
    xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
    <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
    <organizations default="ORG"><organization identifier="ORG"><title>Course</title>
      ${organization}
    </organization></organizations>
    <resources><resource identifier="R" type="webcontent" adlcp:scormType="sco" href="a.html">
      <file href="a.html"/></resource></resources>
    ${outside}
  </manifest>`;

/** An item launching the one resource, with inner markup. */
const item = (identifier: string, inner = '') =>
  `<item identifier="${identifier}" identifierref="R"><title>${identifier}</title>${inner}</item>`;

/** The settings, which the test expects not to be null. */
function settingsOf(xml: string): SequencingSettings {
  const settings = sequencingSettings(xml);
  expect(settings).not.toBeNull();
  return settings as SequencingSettings;
}

/** The activity of that id in the settings' tree. */
function activityOf(settings: SequencingSettings, id: string) {
  const queue = settings.activityTree ? [settings.activityTree] : [];
  for (let found = queue.shift(); found; found = queue.shift()) {
    if (found.id === id) return found;
    queue.push(...(found.children ?? []));
  }
  throw new Error(`no activity ${id}`);
}

/** A scorm-again API over the settings, initialized (which delivers the first activity). */
function startedApi(settings: SequencingSettings) {
  const api = new Scorm2004API({ sequencing: settings, logLevel: 5 });
  const delivered: string[] = [];
  const errors: string[] = [];
  api.setSequencingEventListeners({
    onActivityDelivery: (activity) => delivered.push(activity.id),
    onSequencingError: (error) => errors.push(error),
  });
  expect(api.Initialize('')).toBe('true');
  return { api, delivered, errors };
}

const COLLECTION = manifest(
  `${item(
    'A',
    `<imsss:sequencing IDRef="COMMON"><imsss:controlMode choiceExit="false"/></imsss:sequencing>`,
  )}${item('B', '<imsss:sequencing IDRef="COMMON"/>')}${item('C')}`,
  `<imsss:sequencingCollection>
      <imsss:sequencing ID="COMMON">
        <imsss:controlMode choice="false" flow="true"/>
        <imsss:limitConditions attemptLimit="2"/>
        <imsss:objectives>
          <imsss:primaryObjective objectiveID="shared" satisfiedByMeasure="true"/>
        </imsss:objectives>
      </imsss:sequencing>
    </imsss:sequencingCollection>`,
);

const ROLLUP = manifest(
  `<item identifier="MODULE"><title>Module</title>${item('A')}${item('B')}
      <imsss:sequencing>
        <imsss:rollupRules rollupObjectiveSatisfied="false" objectiveMeasureWeight="0.5">
          <imsss:rollupRule childActivitySet="atLeastPercent" minimumPercent="0.75">
            <imsss:rollupConditions>
              <imsss:rollupCondition condition="satisfied"/>
            </imsss:rollupConditions>
            <imsss:rollupAction action="satisfied"/>
          </imsss:rollupRule>
          <imsss:rollupRule childActivitySet="atLeastCount" minimumCount="1">
            <imsss:rollupConditions conditionCombination="all">
              <imsss:rollupCondition operator="not" condition="activityProgressKnown"/>
              <imsss:rollupCondition condition="timeLimitExceeded"/>
            </imsss:rollupConditions>
            <imsss:rollupAction action="incomplete"/>
          </imsss:rollupRule>
          <imsss:rollupRule>
            <imsss:rollupConditions><imsss:rollupCondition condition="unheardOf"/></imsss:rollupConditions>
            <imsss:rollupAction action="completed"/>
          </imsss:rollupRule>
        </imsss:rollupRules>
      </imsss:sequencing></item>`,
);

const RULES = manifest(
  item(
    'A',
    `<imsss:sequencing><imsss:sequencingRules>
        <imsss:exitConditionRule>
          <imsss:ruleConditions><imsss:ruleCondition condition="completed"/></imsss:ruleConditions>
          <imsss:ruleAction action="exit"/>
        </imsss:exitConditionRule>
        <imsss:postConditionRule>
          <imsss:ruleConditions conditionCombination="all">
            <imsss:ruleCondition condition="attempted"/>
            <imsss:ruleCondition condition="objectiveMeasureLessThan" measureThreshold="0.5"/>
          </imsss:ruleConditions>
          <imsss:ruleAction action="retry"/>
        </imsss:postConditionRule>
        <imsss:postConditionRule>
          <imsss:ruleConditions><imsss:ruleCondition condition="satisfied"/></imsss:ruleConditions>
          <imsss:ruleAction action="skip"/>
        </imsss:postConditionRule>
      </imsss:sequencingRules></imsss:sequencing>`,
  ),
);

const LIMITS = manifest(
  `${item(
    'A',
    `<imsss:sequencing><imsss:limitConditions attemptLimit="3"
        attemptAbsoluteDurationLimit="PT1H30M"/></imsss:sequencing>`,
  )}${item('B', '<imsss:sequencing><imsss:limitConditions attemptLimit="0"/></imsss:sequencing>')}`,
);

const DELIVERY = manifest(
  item(
    'A',
    `<imsss:sequencing><imsss:deliveryControls tracked="false"
        completionSetByContent="true"/></imsss:sequencing>`,
  ),
);

const HIDE_LMS_UI = manifest(
  item(
    'A',
    `<adlnav:presentation><adlnav:navigationInterface>
        <adlnav:hideLMSUI>continue</adlnav:hideLMSUI>
        <adlnav:hideLMSUI>previous</adlnav:hideLMSUI>
        <adlnav:hideLMSUI>suspendAll</adlnav:hideLMSUI>
        <adlnav:hideLMSUI>teleport</adlnav:hideLMSUI>
      </adlnav:navigationInterface></adlnav:presentation>`,
  ),
);

const ADL_EXTENSIONS = manifest(
  item(
    'A',
    `<imsss:sequencing>
        <imsss:randomizationControls selectionTiming="onEachNewAttempt" selectCount="1"
          reorderChildren="true" randomizationTiming="once"/>
        <imsss:objectives>
          <imsss:primaryObjective satisfiedByMeasure="false">
            <imsss:mapInfo targetObjectiveID="g1"/>
          </imsss:primaryObjective>
          <imsss:objective objectiveID="o2"/>
        </imsss:objectives>
        <adlseq:constrainedChoiceConsiderations constrainChoice="true"/>
        <adlseq:rollupConsiderations requiredForSatisfied="ifAttempted"
          measureSatisfactionIfActive="false"/>
        <adlseq:objectives>
          <adlseq:objective objectiveID="o2">
            <adlseq:mapInfo targetObjectiveID="g2" writeRawScore="true" readMaxScore="false"/>
          </adlseq:objective>
        </adlseq:objectives>
      </imsss:sequencing>`,
  ),
);

const ITEM_EXTRAS = manifest(
  `<item identifier="A" identifierref="R" isvisible="false"><title>A</title>
    <adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>
    <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.6"/>
    <imsss:sequencing><imsss:deliveryControls/></imsss:sequencing></item>`,
);
const CHOICE_LESSON_2 = 'adl.nav.request_valid.choice.{target=ITEM-LESSON-2}';

describe('sequencingSettings: the fixture', () => {
  const settings = settingsOf(fixtureXml);

  it('builds the tree of the default organization, with its control mode on the root', () => {
    const root = settings.activityTree;
    expect(root?.id).toBe('ORG-FIRE-SAFETY');
    expect(root?.title).toBe('Fire safety (SCORM 2004, sequenced)');
    expect(root?.children?.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'ITEM-LESSON-1', title: 'Lesson 1: Fire exits' },
      { id: 'ITEM-LESSON-2', title: 'Lesson 2: Fire extinguishers' },
    ]);
    expect(root?.sequencingControls).toEqual({
      choice: true,
      choiceExit: true,
      flow: true,
      forwardOnly: false,
      useCurrentAttemptObjectiveInfo: true,
      useCurrentAttemptProgressInfo: true,
    });
    // IMS SS's default flow is false (scorm-again's is true): written out for every activity.
    expect(activityOf(settings, 'ITEM-LESSON-1').sequencingControls?.flow).toBe(false);
  });

  it("writes lesson 1's primary objective, satisfied by measure 0.8, to the global one", () => {
    expect(activityOf(settings, 'ITEM-LESSON-1').primaryObjective).toMatchObject({
      objectiveID: 'lesson1-satisfied',
      isPrimary: true,
      satisfiedByMeasure: true,
      minNormalizedMeasure: 0.8,
      mapInfo: [
        {
          targetObjectiveID: 'academy.fixtures.lesson1-satisfied',
          readSatisfiedStatus: false,
          readNormalizedMeasure: true,
          writeSatisfiedStatus: true,
          writeNormalizedMeasure: false,
          // No adlseq:objectives: none of the extension's reads.
          readCompletionStatus: false,
          readRawScore: false,
        },
      ],
    });
  });

  it('disables lesson 2 unless the global objective, read into a local one, is satisfied', () => {
    const lesson2 = activityOf(settings, 'ITEM-LESSON-2');
    expect(lesson2.sequencingRules).toEqual({
      preConditionRules: [
        {
          action: 'disabled',
          conditionCombination: 'any',
          conditions: [
            { condition: 'satisfied', operator: 'not', referencedObjective: 'previous-satisfied' },
            {
              condition: 'objectiveStatusKnown',
              operator: 'not',
              referencedObjective: 'previous-satisfied',
            },
          ],
        },
      ],
    });
    expect(lesson2.primaryObjective).toEqual({
      objectiveID: 'lesson2-satisfied',
      isPrimary: true,
      satisfiedByMeasure: true,
      minNormalizedMeasure: 0.8,
    });
    expect(lesson2.objectives).toMatchObject([
      {
        objectiveID: 'previous-satisfied',
        satisfiedByMeasure: false,
        mapInfo: [
          {
            targetObjectiveID: 'academy.fixtures.lesson1-satisfied',
            readSatisfiedStatus: true,
            writeSatisfiedStatus: false,
          },
        ],
      },
    ]);
  });
});

describe('sequencingSettings: inline manifests', () => {
  it('merges an item over the sequencingCollection entry its IDRef names, part by part', () => {
    const settings = settingsOf(COLLECTION);
    const [a, b, c] = ['A', 'B', 'C'].map((id) => activityOf(settings, id));
    // A's own controlMode replaces the collection's whole (choice back to its default).
    expect(a?.sequencingControls).toMatchObject({ choice: true, choiceExit: false, flow: false });
    expect(a?.attemptLimit).toBe(2);
    expect(b?.sequencingControls).toMatchObject({ choice: false, choiceExit: true, flow: true });
    expect(b?.primaryObjective).toEqual({
      objectiveID: 'shared',
      isPrimary: true,
      satisfiedByMeasure: true,
      minNormalizedMeasure: 1, // the CAM's default
    });
    expect(c?.attemptLimit).toBeUndefined();
    expect(c?.primaryObjective).toBeUndefined();
  });

  it('maps rollup rules: childActivitySet, minimumPercent as a percentage, conditions', () => {
    const module = activityOf(settingsOf(ROLLUP), 'MODULE');
    expect(module.rollupRules).toEqual({
      rules: [
        {
          action: 'satisfied',
          consideration: 'atLeastPercent',
          minimumCount: 0,
          minimumPercent: 75,
          conditionCombination: 'any',
          conditions: [{ condition: 'satisfied', operator: 'noOp' }],
        },
        {
          action: 'incomplete',
          consideration: 'atLeastCount',
          minimumCount: 1,
          minimumPercent: 0,
          conditionCombination: 'all',
          conditions: [
            { condition: 'progressKnown', operator: 'not' },
            // scorm-again's rollup has no time conditions: "never", as it would evaluate them.
            { condition: 'always', operator: 'not' },
          ],
        },
      ],
    });
    expect(module.sequencingControls).toMatchObject({
      rollupObjectiveSatisfied: false,
      rollupProgressCompletion: true,
      objectiveMeasureWeight: 0.5,
    });
    expect(module.children?.map((child) => child.id)).toEqual(['A', 'B']);
  });

  it('maps exit and post condition rules, with measureThreshold as the threshold parameter', () => {
    expect(activityOf(settingsOf(RULES), 'A').sequencingRules).toEqual({
      exitConditionRules: [
        { action: 'exit', conditionCombination: 'all', conditions: [{ condition: 'completed' }] },
      ],
      // The second post rule's "skip" is a precondition action: dropped.
      postConditionRules: [
        {
          action: 'retry',
          conditionCombination: 'all',
          conditions: [
            { condition: 'attempted' },
            { condition: 'objectiveMeasureLessThan', parameters: { threshold: 0.5 } },
          ],
        },
      ],
    });
  });

  it('maps the attempt limit of limitConditions; 0 is no limit', () => {
    const settings = settingsOf(LIMITS);
    expect(activityOf(settings, 'A').attemptLimit).toBe(3);
    // Left out while scorm-again refuses to deliver any activity with one (test below).
    expect(activityOf(settings, 'A').attemptAbsoluteDurationLimit).toBeUndefined();
    expect(activityOf(settings, 'B').attemptLimit).toBeNull();
  });

  it('maps deliveryControls with the CAM defaults for what is left out', () => {
    expect(activityOf(settingsOf(DELIVERY), 'A').deliveryControls).toEqual({
      tracked: false,
      completionSetByContent: true,
      objectiveSetByContent: false,
    });
  });

  it('maps adlnav hideLMSUI, even without imsss:sequencing, ignoring unknown tokens', () => {
    expect(activityOf(settingsOf(HIDE_LMS_UI), 'A').hideLmsUi).toEqual([
      'continue',
      'previous',
      'suspendAll',
    ]);
  });

  it('maps the ADL extensions: objectives mapInfo, rollupConsiderations, constrained choice', () => {
    const a = activityOf(settingsOf(ADL_EXTENSIONS), 'A');
    // A primary objective without objectiveID gets its activity's: scorm-again drops ID-less ones.
    expect(a.primaryObjective).toMatchObject({
      objectiveID: 'A',
      satisfiedByMeasure: false,
      mapInfo: [{ targetObjectiveID: 'g1', readSatisfiedStatus: true, readRawScore: false }],
    });
    expect(a.objectives).toEqual([
      {
        objectiveID: 'o2',
        satisfiedByMeasure: false,
        mapInfo: [
          {
            targetObjectiveID: 'g2',
            readSatisfiedStatus: false,
            readNormalizedMeasure: false,
            writeSatisfiedStatus: false,
            writeNormalizedMeasure: false,
            readCompletionStatus: true,
            writeCompletionStatus: false,
            readProgressMeasure: true,
            writeProgressMeasure: false,
            readRawScore: true,
            writeRawScore: true,
            readMinScore: true,
            writeMinScore: false,
            readMaxScore: false,
            writeMaxScore: false,
            updateAttemptData: false,
          },
        ],
      },
    ]);
    expect(a.rollupConsiderations).toEqual({
      requiredForSatisfied: 'ifAttempted',
      requiredForNotSatisfied: 'always',
      requiredForCompleted: 'always',
      requiredForIncomplete: 'always',
      measureSatisfactionIfActive: false,
    });
    expect(a.sequencingControls).toMatchObject({
      selectionTiming: 'onEachNewAttempt',
      selectCount: 1,
      randomizeChildren: true,
      randomizationTiming: 'once',
      constrainChoice: true,
      preventActivation: false,
    });
  });

  it('maps the item attributes sequencing uses: completionThreshold, isvisible, timeLimitAction', () => {
    expect(activityOf(settingsOf(ITEM_EXTRAS), 'A')).toMatchObject({
      isVisible: false,
      timeLimitAction: 'exit,message',
      completionThreshold: { completedByMeasure: true, minProgressMeasure: 0.6, progressWeight: 1 },
    });
  });

  it('is null without any sequencing, for SCORM 1.2, and for what is not XML', () => {
    expect(sequencingSettings(manifest(item('A')))).toBeNull();
    expect(
      sequencingSettings(`<manifest identifier="m"><organizations default="o">
        <organization identifier="o"><item identifier="i"><title>I</title></item></organization>
        </organizations></manifest>`),
    ).toBeNull();
    expect(sequencingSettings('<manifest><organizations>')).toBeNull();
    expect(sequencingSettings('')).toBeNull();
  });

  it('reads the default organization, not the first one', () => {
    const xml = manifest('').replace(
      '<organizations default="ORG">',
      `<organizations default="ORG"><organization identifier="OTHER"><title>Other</title>
        <imsss:sequencing><imsss:controlMode flow="true"/></imsss:sequencing></organization>`,
    );
    expect(sequencingSettings(xml)).toBeNull();
  });
});

describe('sequencingSettings: in scorm-again', () => {
  it.each(
    Object.entries({
      COLLECTION,
      ROLLUP,
      RULES,
      LIMITS,
      DELIVERY,
      HIDE_LMS_UI,
      ADL_EXTENSIONS,
      ITEM_EXTRAS,
    }),
  )('accepts the %s manifest: a choice of the first item delivers it', (_, xml) => {
    const { api, delivered, errors } = startedApi(settingsOf(xml));
    expect(api.GetLastError()).toBe('0');
    // The root has no flow (IMS SS's default): scorm-again refuses the start, as the SN book says.
    expect(errors).toEqual(['SB.2.2-1']);
    expect(api.processNavigationRequest('choice', 'A')).toBe(true);
    expect(delivered).toEqual(['A']);
    expect(errors).toEqual(['SB.2.2-1']);
  });

  it('still refuses to deliver an activity with an attemptAbsoluteDurationLimit', () => {
    // scorm-again 3.4.3 compares the limit with itself (Activity.attemptAbsoluteDuration returns
    // the limit). When this fails, it is fixed: map imsss:attemptAbsoluteDurationLimit again.
    const { api, delivered, errors } = startedApi({
      activityTree: {
        id: 'ORG',
        title: 'Course',
        children: [{ id: 'A', title: 'A', attemptAbsoluteDurationLimit: 'PT1H30M' }],
      },
    });
    expect(api.processNavigationRequest('choice', 'A')).toBe(false);
    expect(delivered).toEqual([]);
    expect(errors).toContain('DB.1.1-3');
  });

  it("keeps lesson 2 out of choice until lesson 1 is satisfied, by scorm-again's own rules", () => {
    const { api, delivered } = startedApi(settingsOf(fixtureXml));
    expect(delivered).toEqual(['ITEM-LESSON-1']);
    expect(api.GetValue(CHOICE_LESSON_2)).toBe('false');
    expect(api.GetValue('adl.nav.request_valid.choice.{target=ITEM-LESSON-1}')).toBe('true');

    // 0.9 ≥ the minNormalizedMeasure 0.8: satisfied, written to the global objective on exit.
    expect(api.SetValue('cmi.score.scaled', '0.9')).toBe('true');
    expect(api.SetValue('cmi.completion_status', 'completed')).toBe('true');
    expect(api.SetValue('adl.nav.request', 'continue')).toBe('true');
    expect(api.Terminate('')).toBe('true');

    expect(delivered).toEqual(['ITEM-LESSON-1', 'ITEM-LESSON-2']);
    const process = api.getSequencingService()?.getOverallSequencingProcess();
    expect(process?.predictChoiceEnabled('ITEM-LESSON-2')).toBe(true);
  });

  it('keeps lesson 2 disabled when lesson 1 is failed', () => {
    const { api, delivered, errors } = startedApi(settingsOf(fixtureXml));
    api.SetValue('cmi.score.scaled', '0.5');
    api.SetValue('cmi.completion_status', 'completed');
    api.SetValue('adl.nav.request', 'continue');
    expect(api.Terminate('')).toBe('true');

    expect(delivered).toEqual(['ITEM-LESSON-1']);
    expect(errors).toEqual(['SB.2.2-2']); // flow: the next activity is disabled
    const process = api.getSequencingService()?.getOverallSequencingProcess();
    expect(process?.predictChoiceEnabled('ITEM-LESSON-2')).toBe(false);
  });

  it('lets lesson 2 follow a failed lesson 1 once its precondition rule is taken away', () => {
    const settings = settingsOf(fixtureXml);
    delete activityOf(settings, 'ITEM-LESSON-2').sequencingRules;
    const { api, delivered } = startedApi(settings);
    expect(api.GetValue(CHOICE_LESSON_2)).toBe('true');
    api.SetValue('cmi.score.scaled', '0.5');
    api.SetValue('adl.nav.request', 'continue');
    expect(api.Terminate('')).toBe('true');
    expect(delivered).toEqual(['ITEM-LESSON-1', 'ITEM-LESSON-2']);
  });
});
