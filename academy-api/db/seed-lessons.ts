/**
 * Demo course content: lesson HTML and rich course descriptions for the courses in
 * seed-learning-data.ts. All HTML uses only the shared rich-text allowlist (p, h2–h4, lists,
 * links, images, tables, blockquote, pre, code, br and inline emphasis). Images live in
 * public/lesson-images/, course covers in public/course-covers/<course-slug>.svg.
 */

/** Lesson HTML by course slug, then item slug (lessons only). */
export const LESSON_CONTENT: Record<string, Record<string, string>> = {
  'project-management-basics': {
    'what-makes-a-project': `<h2>Projects versus day-to-day work</h2>
<p>A project is a temporary piece of work that produces a unique result. It has a start date, an end
date and a defined outcome: a new website, an office move, a training programme rolled out to 200
staff. Operations, by contrast, are the repeated work that keeps an organisation running: processing
invoices every month, answering customer e-mails, running the payroll.</p>
<p>The distinction matters because the two need different management. Operations improve through
stable processes and routines. Projects need a plan made for the occasion, because nobody in the
team has done exactly this piece of work before.</p>
<h2>Four signs that you are looking at a project</h2>
<ul>
<li><strong>A clear end.</strong> You can say when the work is finished, and who decides that it
is.</li>
<li><strong>A unique outcome.</strong> The result is something new, or something existing changed in
a way that has not been done before.</li>
<li><strong>Limited resources.</strong> There is a budget, a deadline and a specific group of
people, often borrowed from their normal jobs.</li>
<li><strong>Uncertainty.</strong> Some things are unknown at the start, so risks have to be managed
rather than ignored.</li>
</ul>
<h2>The triple constraint</h2>
<p>Every project balances three things: <strong>scope</strong> (what will be delivered),
<strong>time</strong> (when) and <strong>cost</strong> (with which budget and people). Change one
and at least one of the others is affected. If the sponsor adds features, you need more time or more
money; if the deadline moves forward, something must come out of the scope. Quality sits in the
middle: squeezing all three at once is usually paid for with mistakes and rework.</p>
<p>Making this trade-off visible is one of the most useful things a project manager does. When
someone asks for "just one more thing", the honest answer is not yes or no but "yes, and this is
what it will cost in days or euros".</p>
<h2>Who is involved</h2>
<ul>
<li><strong>Sponsor:</strong> the person who wants the result, provides the budget and takes the big
decisions.</li>
<li><strong>Project manager:</strong> plans the work, coordinates the team and reports progress and
risks.</li>
<li><strong>Team members:</strong> do the work, often part-time next to their normal role.</li>
<li><strong>Stakeholders:</strong> everyone affected by the result, such as users, managers and
suppliers.</li>
</ul>
<p>Even on a small project it pays to write these names down on the first day. Unclear ownership is
one of the most common reasons small projects drift.</p>`,
    'scope-and-goals': `<h2>Start with the why</h2>
<p>A project goal describes the change you want to achieve, not the work you will do. "Build a new
intranet" is an activity; "staff can find any HR policy in under a minute" is a goal. Writing the
goal this way keeps the team focused on the result and makes it possible to check at the end whether
the project succeeded.</p>
<p>A common test is to make goals SMART:</p>
<ul>
<li><strong>Specific:</strong> clear about what will change and for whom.</li>
<li><strong>Measurable:</strong> you can tell, with a number or an observable fact, whether it was
reached.</li>
<li><strong>Achievable:</strong> realistic with the people, money and time available.</li>
<li><strong>Relevant:</strong> it supports a wider aim of the organisation.</li>
<li><strong>Time-bound:</strong> it has a date.</li>
</ul>
<h2>Write down the scope</h2>
<p>The scope statement turns the goal into concrete deliverables. Keep it to one page and
include:</p>
<ol>
<li><strong>Deliverables:</strong> the tangible results, such as "a searchable policy library with
120 documents migrated".</li>
<li><strong>In scope and out of scope:</strong> list explicitly what you will not do, for example
"no redesign of the HR forms". This line prevents more arguments than any other.</li>
<li><strong>Acceptance criteria:</strong> how the sponsor will decide that a deliverable is
finished.</li>
<li><strong>Assumptions and constraints:</strong> what you rely on (the IT team has two days a week
available) and what is fixed (the launch must happen before the annual review cycle).</li>
</ol>
<h2>Prioritise with MoSCoW</h2>
<p>When the wish list is longer than the budget, sort requirements into <strong>M</strong>ust have,
<strong>S</strong>hould have, <strong>C</strong>ould have and <strong>W</strong>on't have (this
time). Must-haves are the minimum for the result to be usable. If time runs short, the could-haves
go first, and nobody is surprised.</p>
<h2>Guard against scope creep</h2>
<p>Scope creep is the gradual growth of a project through small, unplanned additions. Each request
sounds reasonable on its own; together they wreck the schedule. The cure is not to refuse every
change but to route it through a simple change process: note the request, estimate its effect on
time and cost, and let the sponsor decide. A short change log with the date, the request and the
decision is enough for a small project, and it protects everyone when memories differ later.</p>`,
    'schedules-and-milestones': `<h2>From deliverables to tasks</h2>
<p>A schedule starts with a list of the work. Break each deliverable down into tasks small enough to
estimate with some confidence, typically between one day and two weeks of effort. This breakdown is
often called a work breakdown structure. If a task is too big to estimate, break it down further; if
it takes an hour, it is probably too detailed for the project plan.</p>
<p>For each task, note three things:</p>
<ul>
<li><strong>Duration:</strong> how long it will take in working days, given who will do it and how
much of their time they have.</li>
<li><strong>Owner:</strong> one named person, even when several people contribute.</li>
<li><strong>Dependencies:</strong> which tasks must finish before this one can start.</li>
</ul>
<h2>Draw it as a Gantt chart</h2>
<p>A Gantt chart shows tasks as bars on a timeline. It makes dependencies and overlaps visible at a
glance, which is why it remains the most common scheduling view, from spreadsheets to dedicated
planning tools.</p>
<img src="/lesson-images/gantt-milestones.svg" alt="Gantt chart of a ten-week project: Agree scope in weeks 1–2, Design in weeks 3–4, Build in weeks 5–8, Test in weeks 7–9 and Train users in weeks 9–10, with milestones for scope approval after week 2 and go-live after week 10." width="640" height="360">
<p>In the example, Test starts in week 7 while Build runs until week 8. Overlapping tasks like this
shortens the project, but testers may find problems in parts that are still changing, so it needs
close coordination.</p>
<h2>Find the critical path</h2>
<p>The critical path is the longest chain of dependent tasks from start to finish. Any delay on it
delays the whole project; tasks off the critical path have some slack. Knowing which tasks are
critical tells you where to watch closely, and where extra people would actually shorten the
schedule.</p>
<h2>Set milestones</h2>
<p>A milestone is a point in time with zero duration that marks an important moment: scope approved,
design signed off, go-live. Good milestones are checkable events, not vague phases. Use them to
report progress to the sponsor and as natural moments to decide whether to continue, adjust or
stop.</p>
<h2>Build in realism</h2>
<ol>
<li>Ask the people doing the work for estimates rather than guessing for them.</li>
<li>Plan around holidays, other commitments and approval times, which often take longer than the
work itself.</li>
<li>Keep a visible buffer before important milestones instead of padding every task invisibly.</li>
<li>Update the plan weekly: a schedule that is not maintained quickly stops being trusted.</li>
</ol>`,
    'closing-a-project': `<h2>Why closing deserves attention</h2>
<p>Many projects never really end. The deliverable goes live, the team drifts back to other work and
small open points linger for months. A deliberate close confirms that the goals were met, hands the
result over to the people who will run it and captures what the organisation can learn. For a small
project it takes a few days, not weeks.</p>
<h2>A closing checklist</h2>
<ol>
<li><strong>Formal acceptance.</strong> Ask the sponsor to confirm in writing that the deliverables
meet the agreed acceptance criteria. List any open items with an owner and a date, so that
acceptance is not blocked by small snags.</li>
<li><strong>Handover to operations.</strong> Make sure the team that will maintain the result has
the documentation, access rights, contacts and training it needs. Agree a date after which questions
go to them instead of to the project.</li>
<li><strong>Close the finances.</strong> Settle supplier invoices, end contracts and purchase
orders, and compare actual costs with the budget.</li>
<li><strong>Release people.</strong> Tell team members and their managers when their project work
ends, and give feedback on their contribution.</li>
<li><strong>Archive.</strong> Store the plan, decisions, change log and final documents where others
can find them later.</li>
</ol>
<h2>Hold a lessons-learned session</h2>
<p>Bring the team, and ideally the sponsor, together for an hour. Keep the focus on the process, not
on blaming individuals. Three questions are enough:</p>
<ul>
<li>What went well that we should repeat?</li>
<li>What went badly or took more effort than expected?</li>
<li>What will we do differently next time, and who will make sure it happens?</li>
</ul>
<p>Write down concrete actions, not general wishes. "Book test users two weeks before testing
starts" is useful; "communicate better" is not. Share the outcome with other project managers so the
lessons travel beyond this team.</p>
<h2>Report and celebrate</h2>
<p>A short final report compares what was planned with what happened: scope delivered, end date,
cost and whether the goals were reached. Be honest about deviations and their causes. Then mark the
end: thank the people involved, publicly and by name. Recognition at the end of a project costs
little and is remembered long after the details of the plan are forgotten.</p>
<p>Finally, agree when you will measure the goal itself. A new system may only show its benefit
after three months of use, so put that check in someone's calendar now.</p>`,
  },
  'time-management': {
    'urgent-or-important': `<h2>The difference between urgent and important</h2>
<p>Urgent tasks demand attention now: a ringing phone, a request with a deadline this afternoon.
Important tasks contribute to your goals and responsibilities, whether or not anyone is chasing
them. The two are easily confused, because urgency feels important. A full day of reacting to
messages can leave you busy and still behind on the work that matters.</p>
<p>The urgent–important matrix, often linked to US president Dwight D. Eisenhower and popularised by
Stephen Covey, sorts tasks into four groups.</p>
<img src="/lesson-images/urgent-important-matrix.svg" alt="Two-by-two matrix with urgent and not urgent as columns and important and not important as rows: do urgent important tasks now, schedule important tasks that are not urgent, delegate or batch urgent tasks that are not important, and drop tasks that are neither." width="640" height="360">
<h2>The four quadrants</h2>
<ul>
<li><strong>Urgent and important: do it now.</strong> Crises, real deadlines, problems that stop
others working. Some of this is unavoidable, but a constant stream often means important work was
left until it became urgent.</li>
<li><strong>Important, not urgent: schedule it.</strong> Planning, preparation, learning,
relationships and fixing the causes of recurring problems. This is where the most valuable work
lives, and it is the first thing to be pushed aside. Put it in your calendar as a fixed
appointment.</li>
<li><strong>Urgent, not important: delegate or batch it.</strong> Many interruptions, routine
requests and some meetings feel pressing but contribute little to your goals. Hand them to someone
better placed, or handle them together at set times.</li>
<li><strong>Neither: drop it.</strong> Habits and tasks that nobody would miss. Stop doing them, and
check whether others are still producing them for you.</li>
</ul>
<h2>Putting it to work</h2>
<ol>
<li>Write down everything on your plate this week, including the vague items.</li>
<li>Place each task in a quadrant. Be honest: "important" means important to your goals or your
role, not to the person asking.</li>
<li>Block time this week for at least two tasks from the important-but-not-urgent quadrant.</li>
<li>Decide what to delegate, batch or drop, and tell the people affected.</li>
</ol>
<p>Repeat the exercise at the start of each week. Over time, the aim is to shift effort from the
urgent quadrants to the important, non-urgent one, so that fewer things become crises in the first
place.</p>`,
    'saying-no': `<h2>Why no is a time-management skill</h2>
<p>Every yes spends time that is then no longer available for something else. If you accept every
request, your priorities are set by whoever asks first or loudest. Saying no, or "not like this", is
how you protect the commitments you have already made, including the ones to yourself.</p>
<p>This does not mean refusing to help. It means deciding consciously, with the trade-offs in
view.</p>
<h2>Before you answer</h2>
<ul>
<li><strong>Pause.</strong> You rarely need to decide on the spot. "Let me check my week and come
back to you by three" is a complete answer.</li>
<li><strong>Clarify the request.</strong> What exactly is needed, by when, and what happens if it is
late? Requests often shrink once they are made precise.</li>
<li><strong>Check it against your priorities.</strong> Does it fit your role and this week's goals?
What would it push out?</li>
</ul>
<h2>Ways to say no, politely and clearly</h2>
<ol>
<li><strong>A clear no with a reason:</strong> "I can't take this on; I'm committed to the budget
review until Friday."</li>
<li><strong>Not now:</strong> "I can do it next Tuesday. Does that still help?"</li>
<li><strong>Part of it:</strong> "I can't write the report, but I can review the draft for half an
hour."</li>
<li><strong>A trade-off for your manager:</strong> "I can do this if the supplier analysis moves to
next week. Which one matters more?"</li>
<li><strong>A referral:</strong> "Maria built that dashboard; she can probably help faster than I
can."</li>
</ol>
<p>Keep it short. Long justifications sound like an invitation to negotiate. Be friendly, be
specific about what you can do, and do not promise to "try" when you already know the answer is no:
a late no costs the other person more than an early one.</p>
<h2>Saying no to your manager</h2>
<p>With a manager, the question is rarely whether to do the work but what goes first. Make your
current commitments visible and ask for a decision on priorities. That turns a refusal into a
planning conversation, and it leaves the trade-off with the person who has the authority to make
it.</p>
<h2>Saying no to yourself</h2>
<p>Many overloaded weeks are self-inflicted: volunteering in meetings, polishing work beyond what is
needed, starting new things before finishing old ones. Before you offer help, apply the same check
you would apply to someone else's request.</p>`,
    'weekly-planning': `<h2>Why plan by the week</h2>
<p>A day is too short to balance competing priorities, and a month is too long to plan in detail. A
week is a practical unit: long enough to make progress on important work, short enough to see what
is realistic. Thirty minutes of planning at the end or start of each week usually pays back many
times over.</p>
<h2>A weekly planning routine</h2>
<ol>
<li><strong>Review last week.</strong> What got done, what slipped and why? Move unfinished tasks
consciously rather than letting them roll over automatically.</li>
<li><strong>Empty your inboxes.</strong> Collect loose tasks from e-mail, chat, notebooks and
meeting notes into one list.</li>
<li><strong>Look ahead.</strong> Check your calendar for the next two weeks: deadlines, meetings
that need preparation, days away.</li>
<li><strong>Choose three outcomes.</strong> Decide the three most important results for the week.
Phrase them as outcomes ("proposal sent to the client"), not activities ("work on proposal").</li>
<li><strong>Block time.</strong> Put the work for those outcomes in your calendar, preferably at the
times of day when you concentrate best.</li>
<li><strong>Leave room.</strong> Keep part of each day unplanned for the unexpected.</li>
</ol>
<h2>Be realistic about capacity</h2>
<p>Most people overestimate how much they can do in a week. Start from the hours really available:
subtract meetings, travel, e-mail and regular duties. What remains for focused project work is often
far less than people expect, sometimes only ten to fifteen hours. If the planned tasks need more
than that, decide now what to drop, delegate or postpone, instead of discovering it on Friday
afternoon.</p>
<p>A simple rule helps: plan no more than about 60 to 70 percent of your available time. The rest
will be taken by interruptions, tasks that take longer than expected and requests you could not
foresee.</p>
<h2>Keep one trusted list</h2>
<p>Plans fail when tasks are scattered across sticky notes, inboxes and memory. Use one task list,
on paper or in an app, and review it daily for five minutes: what is today's most important task,
and is the calendar still realistic? Adjust the plan as things change; a plan is a tool for
decisions, not a promise to be kept at all costs.</p>
<h2>Plan with others</h2>
<p>If your work depends on colleagues, share your three outcomes with them or in the team's weekly
meeting. It makes dependencies visible early and reduces the number of surprise requests that land
mid-week.</p>`,
    'protecting-focus-time': `<h2>The cost of switching</h2>
<p>Complex work, such as writing, analysis or solving a difficult problem, needs stretches of
uninterrupted attention. Each interruption costs more than the minute it takes: after switching
tasks, it takes time to get back into the work, and research on task switching consistently finds
that people are slower and make more errors when they juggle several tasks. A day broken into
ten-minute fragments can feel busy without producing much.</p>
<h2>Create focus blocks</h2>
<ul>
<li><strong>Book them.</strong> Reserve blocks of 60 to 120 minutes in your calendar, with a
specific task for each. A calendar entry is easier to defend than a vague intention.</li>
<li><strong>Choose your best hours.</strong> Many people concentrate best in the morning; others
late in the afternoon. Protect whichever hours work for you.</li>
<li><strong>Make them recurring.</strong> Two or three fixed blocks a week become a habit that
colleagues learn to respect.</li>
</ul>
<h2>Reduce interruptions</h2>
<ol>
<li>Close e-mail and chat, or set your status to "focusing, back at 11:00".</li>
<li>Turn off notifications on your phone and computer, or put the phone out of sight.</li>
<li>Keep the materials you need open and everything else closed.</li>
<li>Keep a notepad at hand: when an unrelated thought comes up, write it down and return to the
task.</li>
<li>In an open office, use a quiet room or agree a visible signal, such as headphones, that means
"not now unless urgent".</li>
</ol>
<h2>Batch the shallow work</h2>
<p>E-mail, approvals and small requests still need doing. Handle them in two or three set slots a
day instead of continuously. Most messages can wait an hour or two; for the ones that cannot, agree
with your team which channel to use for real urgencies, such as a phone call.</p>
<h2>Agree it as a team</h2>
<p>Focus time works best when it is not a private struggle. Teams can agree meeting-free mornings,
shared quiet hours or expected response times for chat, for example "within half a day". That
removes the pressure to answer instantly, which is often the real source of constant
interruption.</p>
<p>Start small: one protected block tomorrow, one task, notifications off. Notice how much you
finish, and build from there.</p>`,
  },
  'leading-hybrid-teams': {
    'meetings-that-work': `<h2>Design meetings for the people not in the room</h2>
<p>In a hybrid team, the biggest risk in meetings is a two-class experience: people in the meeting
room talk to each other, while remote colleagues struggle to hear, cannot see the whiteboard and
wait in vain for a pause to speak. The simplest fix is to run every meeting as if everyone were
remote.</p>
<ul>
<li><strong>One person, one screen.</strong> If even one participant is remote, everyone joins from
their own laptop with their own camera, also in the office. Use headsets or a room system with good
microphones to avoid echo.</li>
<li><strong>One shared space.</strong> Take notes and sketch in a shared document or online
whiteboard that everyone can see and edit.</li>
<li><strong>One queue.</strong> Use the raise-hand function, so that speaking order does not depend
on who is physically present.</li>
</ul>
<h2>Before the meeting</h2>
<ol>
<li>Ask whether a meeting is needed at all. Status updates and simple questions can often be handled
in writing.</li>
<li>Send an agenda with the purpose and the decisions to be made, and share materials at least a day
in advance.</li>
<li>Invite only the people needed for the discussion; others can read the notes.</li>
<li>Keep it short. Twenty-five or fifty minutes leaves a break before the next call.</li>
</ol>
<h2>During the meeting</h2>
<p>Open by restating the purpose. Give remote participants the floor first in rounds, because they
have the hardest time breaking in. Check explicitly for views that have not been heard: "Sam, you
worked on this. What are we missing?" Use the chat for questions, and ask someone to keep an eye on
it.</p>
<p>Rotate two roles: a facilitator who keeps time and the agenda, and a note-taker who records
decisions and actions in the shared document as they happen.</p>
<h2>After the meeting</h2>
<p>Share the notes within a few hours. Each action needs an owner and a date; each decision a short
rationale, so colleagues who missed the meeting understand what was decided and why. If a decision
changes in a corridor conversation afterwards, update the notes, otherwise remote team members are
quietly excluded again.</p>
<p>Review your recurring meetings every few months. Cancel the ones that no longer have a clear
purpose, and ask the team which meetings help them and which mainly fill the calendar.</p>`,
    'written-updates': `<h2>Why written updates matter more in hybrid teams</h2>
<p>When people are not in the same place, information that used to travel informally, over a desk or
at the coffee machine, no longer reaches everyone. Regular written updates replace part of that
flow. They let colleagues catch up in their own time, across schedules and time zones, and they
create a record that is easy to search later.</p>
<h2>A simple format</h2>
<p>A weekly update from each person or workstream works well when it is short and predictable. Five
to ten lines is usually enough:</p>
<ul>
<li><strong>Done:</strong> what was finished since the last update.</li>
<li><strong>Next:</strong> what you will work on in the coming week.</li>
<li><strong>Blocked:</strong> what stands in your way and who can help.</li>
<li><strong>Decisions needed:</strong> questions that need an answer, with a date.</li>
<li><strong>Good to know:</strong> anything others may be affected by, such as holidays or changed
plans.</li>
</ul>
<h2>Write so people can skim</h2>
<ol>
<li>Put the most important point first. If only the first line is read, it should be the one that
matters.</li>
<li>Use short bullet points and concrete facts: "the contract is signed" rather than "good progress
on the contract".</li>
<li>Mention people by name when you need something from them, and say what and by when.</li>
<li>Link to documents instead of repeating their content.</li>
<li>Flag risks early. A written update is the easiest place to say "this may slip" before it becomes
a problem.</li>
</ol>
<h2>Where and when</h2>
<p>Agree one place for updates, such as a dedicated channel or a shared page, and a fixed moment,
such as Thursday afternoon. Predictability is what makes the habit stick: people learn where to look
and stop asking for status in meetings. Many teams find they can shorten or cancel their weekly
status meeting once written updates work well.</p>
<h2>The leader's role</h2>
<p>As a team leader, model the behaviour: post your own update first, on time, including what you
are working on and what you need from the team. Read the updates and respond to them: a question, a
thank-you or an offer of help shows that the effort is worthwhile. Use what you read to decide which
topics really need a conversation, and keep meetings for discussion, decisions and connection rather
than for reporting.</p>`,
    'one-to-ones': `<h2>The most valuable half hour of the week</h2>
<p>Regular one-to-ones between a team leader and each team member are the backbone of hybrid
leadership. Without chance encounters in the office, they are often the only moment for a personal
conversation about how someone is really doing, what gets in their way and where they want to
grow.</p>
<h2>Set the rhythm</h2>
<ul>
<li><strong>Frequency:</strong> weekly or every two weeks, 30 minutes, at a fixed time.</li>
<li><strong>Reliability:</strong> avoid cancelling. If you must move it, reschedule within the same
week. A cancelled one-to-one signals that the person is not a priority.</li>
<li><strong>Setting:</strong> on video with cameras on, and no other screens competing for
attention. Now and then, meet in person or combine the conversation with a walk and a phone
call.</li>
</ul>
<h2>It is their meeting</h2>
<p>Let the team member set most of the agenda. A shared running document, where both of you add
topics during the week, keeps the conversation focused and builds a record of agreements. Avoid
turning the time into a status update; status belongs in written updates.</p>
<p>Useful questions include:</p>
<ol>
<li>What is on your mind this week?</li>
<li>What is getting in the way of your work?</li>
<li>Is there anything you need from me or from others?</li>
<li>What have you learned recently, or what would you like to learn?</li>
<li>How is your workload: too much, too little, about right?</li>
<li>What is one thing I could do differently as your manager?</li>
</ol>
<h2>Listen more than you speak</h2>
<p>Aim for the team member to do most of the talking. Ask follow-up questions before offering
solutions, and check what kind of help they want: advice, a decision, or just someone to think out
loud with. Notice what is not said. On video it is harder to read signs of stress, so ask directly
and kindly: "You mentioned a lot of late evenings. How are you holding up?"</p>
<h2>Close the loop</h2>
<p>End by summarising what you agreed and noting it in the shared document, with who does what.
Start the next one-to-one by checking those points. Following through on small promises, such as an
introduction or a question you would raise with your own manager, is how trust grows when you rarely
share an office.</p>
<p>Every few months, use one session for a longer look at development and career goals rather than
the current week's work.</p>`,
    'recognising-effort': `<h2>Why recognition gets lost in hybrid work</h2>
<p>In an office, a lot of appreciation happens casually: a nod in the corridor, a thank-you after a
presentation. In hybrid teams these moments disappear, and the work of remote colleagues is easily
overlooked because it is less visible. People who feel unnoticed disengage, even when their pay and
conditions are good. A leader has to make recognition deliberate.</p>
<h2>What makes recognition effective</h2>
<ul>
<li><strong>Specific:</strong> name what the person did and why it mattered. "Thanks for rewriting
the onboarding guide; our two new starters were working independently in their first week" says far
more than "great job".</li>
<li><strong>Timely:</strong> say it soon, while the work is still fresh.</li>
<li><strong>Sincere:</strong> recognise real contributions, not everything, or it loses its
value.</li>
<li><strong>Fair:</strong> spread it across the team, including quiet people, part-timers and those
who mostly work remotely.</li>
<li><strong>In the form the person appreciates:</strong> some like public praise, others prefer a
private message. Ask.</li>
</ul>
<h2>Look for effort, not only results</h2>
<p>Visible outcomes, like a big sale or a launch, get noticed easily. Recognise the less visible
work too: helping a colleague, documenting a process, handling a difficult customer calmly, fixing a
problem before it escalated. This encourages behaviour that makes the whole team stronger, not just
individual success.</p>
<h2>Practical habits</h2>
<ol>
<li>Reserve the first minutes of a team meeting for thank-yous, from you and between
colleagues.</li>
<li>Keep a short note of contributions you notice during the week, so you can mention them in
one-to-ones and performance reviews.</li>
<li>Tell the person's stakeholders or your own manager about good work, with the person in
copy.</li>
<li>Create a channel or board where team members can recognise each other.</li>
<li>When the team meets in person, use part of the day to celebrate what was achieved.</li>
</ol>
<h2>Check your blind spots</h2>
<p>Every quarter, look back: whom did you thank, and whom did you not? If your recognition mostly
goes to the people you see in the office, correct it. Proximity bias, the tendency to favour the
people who are physically close to us, is a well-known risk of hybrid work, and fair recognition is
one of the most direct ways to counter it.</p>`,
  },
  'workplace-safety': {
    'slips-trips-and-falls': `<h2>Why they matter</h2>
<p>Slips, trips and falls sound trivial, yet they are among the most common causes of workplace
injury in almost every sector, offices included. Most of them are caused by everyday conditions that
are easy to fix: a wet floor, a trailing cable, a box left in a corridor, poor lighting on a
staircase.</p>
<h2>Common causes</h2>
<ul>
<li><strong>Slips:</strong> wet or greasy floors, spills, rain carried in at entrances, polished
surfaces, unsuitable footwear.</li>
<li><strong>Trips:</strong> cables across walkways, open drawers, loose mats or carpet edges, uneven
floors, clutter and items left on stairs.</li>
<li><strong>Falls from height:</strong> standing on chairs or desks to reach a shelf, unsafe
ladders, missing handrails.</li>
</ul>
<h2>What you can do</h2>
<ol>
<li><strong>See it, sort it.</strong> If you spill something, clean it up straight away. If you
cannot, stay with it or mark it with a warning sign, and report it.</li>
<li><strong>Keep walkways clear.</strong> Store boxes and bags out of the way, close drawers after
use, and route cables along walls or under covers.</li>
<li><strong>Use the right equipment.</strong> Use a step stool or ladder, never a chair, and
certainly not one on wheels. Make sure ladders are in good condition and stand on firm, level
ground.</li>
<li><strong>Walk, don't rush.</strong> Hold the handrail on stairs, don't read your phone while
walking, and carry loads that do not block your view.</li>
<li><strong>Wear suitable shoes.</strong> Soles with grip matter, especially in kitchens, warehouses
and outdoors in winter.</li>
<li><strong>Report what you cannot fix.</strong> Broken lights, loose floor tiles and leaks need
repairs, not workarounds.</li>
</ol>
<h2>Entrances and weather</h2>
<p>Entrances are a classic hot spot: rain and snow are carried in and make hard floors slippery.
Good entrance mats, extra cleaning in wet weather and warning signs when floors are wet reduce the
risk considerably.</p>
<h2>If someone falls</h2>
<p>Do not rush to pull the person up. Ask how they feel and whether anything hurts. If they may have
hit their head, cannot move normally or are in severe pain, keep them still and call a first aider
or the emergency services. Afterwards, report the incident, even if nobody was hurt: whatever caused
the fall is likely to catch someone else if it stays.</p>`,
    'screens-and-posture': `<h2>Small strains add up</h2>
<p>Working at a screen is not dangerous in the way a building site is, but hours in the same
position can cause aches in the neck, shoulders, back and wrists, as well as tired eyes and
headaches. Most of these problems can be prevented with a well-adjusted workstation and regular
movement.</p>
<img src="/lesson-images/seated-posture.svg" alt="Side view of a person seated at a desk: the top of the screen is at or slightly below eye level and about an arm's length away, the elbows are bent at about 90 degrees with the keyboard close, the lower back is supported by the chair and the feet rest flat on the floor." width="640" height="360">
<h2>Set up your workstation</h2>
<ol>
<li><strong>Chair first.</strong> Set the seat height so your feet rest flat on the floor, or on a
footrest, with your thighs roughly horizontal. Adjust the backrest to support the curve of your
lower back.</li>
<li><strong>Keyboard and mouse.</strong> Your elbows should be at about a right angle with relaxed
shoulders. Keep the keyboard and mouse close, so you do not reach forward, and keep your wrists
straight.</li>
<li><strong>Screen.</strong> Place it straight in front of you, about an arm's length away, with the
top at or slightly below eye level. If you wear varifocal glasses, a slightly lower screen is often
more comfortable.</li>
<li><strong>Light.</strong> Place the screen at a right angle to windows to avoid glare and
reflections, and adjust its brightness to the room.</li>
</ol>
<h2>Laptops and working from home</h2>
<p>A laptop on its own forces a choice between a good screen height and a good keyboard position.
For regular work, use a laptop stand or a separate monitor, plus a separate keyboard and mouse. At
home, the kitchen table can work for short periods, but a setup used every day deserves the same
care as an office desk.</p>
<h2>Move and rest your eyes</h2>
<ul>
<li>Change position often. Short, frequent breaks are better than occasional long ones; stand up at
least once an hour.</li>
<li>Follow the 20-20-20 rule: every 20 minutes, look at something about 20 feet (6 metres) away for
20 seconds.</li>
<li>Take phone calls standing or walking, and if you have a sit-stand desk, alternate through the
day.</li>
<li>Blink consciously when your eyes feel dry; people blink less when looking at a screen.</li>
</ul>
<h2>When discomfort persists</h2>
<p>If pain, tingling or eye strain continues despite adjustments, do not ignore it. Tell your
manager or the person responsible for health and safety, and ask for a workstation assessment. In
many countries, employers are required to assess screen workstations and to arrange an eye test on
request. Early adjustments are far easier than treating a long-term injury.</p>`,
    'reporting-an-incident': `<h2>What counts as an incident</h2>
<p>An incident is any unplanned event that caused, or could have caused, injury, illness or damage.
That includes accidents in which someone is hurt, but also near misses: the shelf that fell when
nobody was standing beneath it, the cable that sparked without starting a fire. Near misses are
warnings. They usually have the same causes as real accidents, and reporting them is the cheapest
way to prevent the next one.</p>
<h2>First: make it safe</h2>
<ol>
<li>Check that you are not in danger yourself before you help.</li>
<li>Help injured people and call a first aider. In an emergency, call the emergency number: 112
works throughout the European Union and in many other countries.</li>
<li>Prevent further harm: switch off equipment, close off the area, warn others.</li>
<li>As far as safety allows, leave the scene as it is, so the cause can be investigated.</li>
</ol>
<h2>Then: report it</h2>
<p>Report every incident and near miss as soon as possible, ideally the same day, using your
organisation's procedure: usually a form or a reporting system, plus a message to your manager. A
good report is factual and answers these questions:</p>
<ul>
<li><strong>What</strong> happened, step by step, in plain words?</li>
<li><strong>Where</strong> and <strong>when</strong> exactly?</li>
<li><strong>Who</strong> was involved, and who witnessed it?</li>
<li><strong>What injuries or damage</strong> resulted, and what first aid was given?</li>
<li><strong>What immediate actions</strong> were taken to make the situation safe?</li>
</ul>
<p>Describe what you saw, not what you assume. "The floor by the coffee machine was wet and there
was no warning sign" is more useful than "someone was careless". Photos of the location help.</p>
<h2>Why reporting matters</h2>
<p>Reports are used to find root causes and fix them: a better cable route, a new mat, a changed
procedure. They also protect the injured person, because a recorded incident makes later insurance
claims or occupational health follow-up possible. In addition, employers usually have to report
serious incidents to the authorities within a set time, which depends on the country.</p>
<h2>A culture without blame</h2>
<p>People only report what they are not afraid of being punished for. Managers should thank people
for reports, especially about near misses and their own mistakes, and share what was changed as a
result. If nothing seems to happen after a report, raise it again: an unresolved hazard is still a
hazard.</p>`,
    'first-aid-basics': `<h2>The first minutes count</h2>
<p>First aid is the help you give before professional help arrives. It does not require medical
knowledge, but it does require a clear head and a few basic steps. This lesson gives an overview; it
does not replace a practical first aid course, which is worth taking even if you are not an
appointed first aider.</p>
<h2>Know your workplace</h2>
<ul>
<li>Who are the trained first aiders, and how do you reach them?</li>
<li>Where are the first aid kit and the nearest automated external defibrillator (AED)?</li>
<li>What is the emergency number? 112 works across the European Union; check the local number if you
work elsewhere.</li>
</ul>
<h2>If someone collapses</h2>
<ol>
<li><strong>Danger:</strong> make sure the area is safe for you and the casualty.</li>
<li><strong>Response:</strong> speak loudly and gently shake their shoulders. Do they react?</li>
<li><strong>Help:</strong> if not, shout for help and call the emergency number, with your phone on
speaker. Send someone to fetch an AED.</li>
<li><strong>Airway and breathing:</strong> tilt the head back gently, lift the chin and check for
normal breathing for no more than ten seconds.</li>
<li><strong>Not breathing normally:</strong> start CPR. Push hard and fast in the centre of the
chest, 5 to 6 cm deep, 100 to 120 times a minute. If you are trained, give 2 rescue breaths after
every 30 compressions; otherwise, keep doing compressions only. Switch on the AED as soon as it
arrives and follow its spoken instructions.</li>
<li><strong>Breathing normally:</strong> turn them into the recovery position, on their side with
the head tilted back so the airway stays open, and keep checking their breathing until help
arrives.</li>
</ol>
<h2>Common injuries</h2>
<ul>
<li><strong>Heavy bleeding:</strong> press firmly on the wound with a clean dressing or cloth and
keep pressing. Call for help if the bleeding does not stop.</li>
<li><strong>Burns:</strong> cool the burn under cool running water for 20 minutes, remove jewellery
nearby unless it is stuck, then cover loosely with cling film. Do not apply creams, butter or
ice.</li>
<li><strong>Choking:</strong> encourage the person to cough. If that does not work, give up to five
sharp blows between the shoulder blades, then up to five abdominal thrusts, and call the emergency
number if the blockage does not clear. Anyone who has had abdominal thrusts should be seen by a
doctor afterwards.</li>
</ul>
<h2>Afterwards</h2>
<p>Report the incident, replace what you used from the first aid kit and look after yourself:
dealing with an emergency can be upsetting, and talking about it helps.</p>`,
  },
  'writing-for-the-web': {
    'how-people-read-online': `<h2>Online, people scan</h2>
<p>Most people do not read web pages word by word. They arrive with a task, such as finding an
opening time, a price or an answer, and scan the page for words that match it. Usability research,
most famously by the Nielsen Norman Group, has shown this consistently since the 1990s. If the
answer is not visible within seconds, many readers leave.</p>
<p>Eye-tracking studies reveal typical scanning patterns. One of the most common is the F-pattern:
readers sweep across the top of the content, then across a shorter line further down, and then scan
down the left side, reading only the first words of lines and paragraphs.</p>
<img src="/lesson-images/f-pattern-scanning.svg" alt="Wireframe of a text page with highlighted areas forming the letter F: a full sweep across the top lines, a shorter sweep a little further down and a quick scan down the left edge." width="640" height="360">
<h2>Why reading on screen is different</h2>
<ul>
<li><strong>Task focus:</strong> web readers usually want to get something done, not to enjoy the
text.</li>
<li><strong>Distraction:</strong> notifications, tabs and other links compete for attention.</li>
<li><strong>Small screens:</strong> a paragraph that takes five lines on a laptop can fill an entire
phone screen.</li>
<li><strong>Search:</strong> many people arrive from a search engine straight into the middle of
your site, without context.</li>
</ul>
<h2>What this means for your writing</h2>
<ol>
<li><strong>Start with the point.</strong> Put the conclusion or the answer in the first sentence,
then add detail.</li>
<li><strong>Front-load headings and paragraphs.</strong> The first two or three words carry the most
weight, because they are often all that is read. "Parking: free after 6 pm" beats "Information about
the parking situation".</li>
<li><strong>Use meaningful subheadings.</strong> They let readers jump to the part that concerns
them.</li>
<li><strong>Keep paragraphs short.</strong> One idea per paragraph, often two to four
sentences.</li>
<li><strong>Use lists</strong> for steps, options and requirements.</li>
<li><strong>Highlight sparingly.</strong> Make a few key words bold, not whole sentences; if
everything stands out, nothing does.</li>
</ol>
<h2>Scanning is not laziness</h2>
<p>Scanning is an efficient strategy for people with limited time, and readers do read carefully
once they find the part that matters to them. Your job is to help them get there: good structure
does not dumb down content, it makes it reachable. A quick test: show your page to a colleague for
ten seconds, then ask what it is about and what they should do. If they cannot tell, restructure
before you rewrite.</p>`,
    'headlines-and-summaries': `<h2>The headline does most of the work</h2>
<p>For many readers the headline is the only part of your text they see: in a list of search
results, a news feed, an intranet overview or an e-mail subject line. From it, they decide whether
to read on. A good web headline is therefore not clever or mysterious, but clear: it tells the
reader what the page is about and why it matters to them.</p>
<h2>Writing clear headlines</h2>
<ul>
<li><strong>Say what it is.</strong> "New expense rules from 1 March" works better than "Changes
ahead!".</li>
<li><strong>Use the reader's words.</strong> Think about what they would type into a search box:
"book a meeting room", not "facility reservation procedure".</li>
<li><strong>Front-load the keywords.</strong> Put the most important words at the start; search
engines typically show only the first 50 to 60 characters of a page title.</li>
<li><strong>Be specific.</strong> Numbers, names and dates help: "3 ways to cut printing costs" is
more concrete than "Saving money".</li>
<li><strong>Keep the promise.</strong> The page must deliver what the headline says, or readers
learn to distrust you.</li>
</ul>
<h2>The inverted pyramid</h2>
<p>Journalists have long written news as an inverted pyramid: the most important information first,
then supporting details, then background. It suits the web well, because readers can stop at any
point and still leave with the essentials.</p>
<img src="/lesson-images/inverted-pyramid.svg" alt="An inverted pyramid in three layers: the widest top layer is the conclusion, the main point or action; the middle layer holds key details such as facts, numbers and examples; the narrow bottom layer is background that few readers reach." width="640" height="360">
<h2>Summaries and first paragraphs</h2>
<p>Right after the headline, give a summary of one or two sentences that answers the reader's main
questions: what, who, when, and what do I need to do? This summary often reappears elsewhere, for
example as the teaser in an overview or the description under a search result, so it must make sense
on its own. Do not open with background ("Over the past year, the team has been looking into…");
open with the news.</p>
<h2>A quick check</h2>
<ol>
<li>Cover everything except the headline and summary. Does a reader know what the page says and what
to do?</li>
<li>Read the headline out of context, in a list of other headlines. Is it still clear?</li>
<li>Check that the first words of the headline are the ones your readers are looking for.</li>
</ol>
<p>Writing the summary before the rest of the text is a useful discipline: if you cannot state the
point in two sentences, the page is not ready to be written yet.</p>`,
    'plain-language': `<h2>What plain language is</h2>
<p>Plain language is writing that your intended readers can find, understand and use the first time
they read it. It is not childish or simplistic: experts prefer clear text too, because it saves them
time. Governments and companies in many countries have adopted plain language guidelines, and since
2023 there is an international standard for it, ISO 24495-1.</p>
<h2>The principles that make the biggest difference</h2>
<ol>
<li><strong>Know your reader.</strong> Who are they, what do they already know and what do they need
to do? Write for them, not for your colleagues or your manager.</li>
<li><strong>Use short sentences.</strong> Aim for an average of 15 to 20 words, and split sentences
that contain more than one idea.</li>
<li><strong>Prefer common words.</strong> "Use" rather than "utilise", "help" rather than
"facilitate", "about" rather than "with regard to".</li>
<li><strong>Write in the active voice.</strong> "We will send your card within five days" is clearer
than "Your card will be sent", because it says who acts.</li>
<li><strong>Address the reader directly.</strong> Use "you" and "we". It makes instructions clearer
and the tone friendlier.</li>
<li><strong>Explain or avoid jargon.</strong> If a technical term is necessary, explain it the first
time you use it, and spell out abbreviations.</li>
<li><strong>Use verbs, not nouns made from verbs.</strong> "We decided" instead of "we made a
decision"; "please apply" instead of "please submit your application".</li>
</ol>
<h2>Before and after</h2>
<blockquote><p><strong>Before:</strong> "In the event that the submission of your expense claim does
not take place prior to the end of the month, reimbursement will be subject to delay."</p>
<p><strong>After:</strong> "Submit your expense claim before the end of the month. If you submit it
later, you will be paid later."</p></blockquote>
<p>The rewrite is shorter, names the action and puts the reader in charge.</p>
<h2>Test it</h2>
<ul>
<li>Read the text aloud. Where you stumble or run out of breath, rewrite.</li>
<li>Ask someone from the target audience to explain in their own words what the text says and what
they would do next.</li>
<li>Readability formulas, such as Flesch reading ease, can flag long sentences and long words, but
they cannot tell whether the text makes sense. Use them as a hint, not a verdict.</li>
</ul>
<p>Plain language also makes your content more accessible. It helps readers with dyslexia or
cognitive impairments, people reading in a second language and anyone reading under time
pressure.</p>`,
    'links-and-lists': `<h2>Links: tell readers where they go</h2>
<p>Links are signposts. Readers scan them to decide where to go next, and people who use screen
readers often move from link to link, hearing only the link text. A link therefore has to make sense
on its own.</p>
<ul>
<li><strong>Describe the destination.</strong> Write "Download the price list (PDF, 2 MB)" rather
than "click here" or "read more".</li>
<li><strong>Put the key words first.</strong> "Holiday request form" is easier to scan than "you can
find the form for requesting holidays here".</li>
<li><strong>Keep it short.</strong> Link the few words that name the destination, not a whole
sentence.</li>
<li><strong>Warn about surprises.</strong> Mention file types and sizes, and say so if a link leads
to another website or requires a login.</li>
<li><strong>Be consistent.</strong> Use the same text for the same destination, and different texts
for different destinations.</li>
<li><strong>Do not overdo it.</strong> A paragraph full of links is hard to read and harder to
choose from. Link what helps the reader's task.</li>
</ul>
<h2>Lists: make structure visible</h2>
<p>Lists break dense text into items that readers can scan and remember. Use them for steps,
options, requirements and other sets of parallel points.</p>
<ol>
<li><strong>Choose the right type.</strong> Use a numbered list when order matters, as in the steps
of a procedure, and bullets when it does not.</li>
<li><strong>Introduce the list.</strong> A short lead-in sentence tells readers what the items have
in common.</li>
<li><strong>Keep items parallel.</strong> Start every item the same way, for example all with a
verb: "Check", "Save", "Send".</li>
<li><strong>Keep items short.</strong> One idea per item; if an item needs several sentences,
consider a subheading instead.</li>
<li><strong>Limit the length.</strong> Around seven items is a practical maximum; group longer lists
under subheadings.</li>
<li><strong>Use real list formatting.</strong> Use the editor's list button rather than typing
hyphens or numbers. Screen readers can then announce the list and its length, and the layout works
on every screen size.</li>
</ol>
<h2>Before and after</h2>
<p>Compare this sentence: "To request a parking permit you need to fill in the form, which you can
find by clicking here, and attach a copy of your vehicle registration, after which you send it to
facilities, who will respond within five working days."</p>
<p>Rewritten with a list, it reads:</p>
<ol>
<li>Fill in the parking permit form.</li>
<li>Attach a copy of your vehicle registration.</li>
<li>Send both to the facilities team.</li>
</ol>
<p>The facilities team replies within five working days. In the rewrite, the words "parking permit
form" carry the link, so they work on their own.</p>`,
  },
  'data-literacy': {
    'bar-and-line-charts': `<h2>Pick the chart for the question</h2>
<p>Bar charts and line charts are the workhorses of business reporting. They often show the same
numbers, but they answer different questions. A bar chart invites you to compare separate values:
which month, product or region is biggest? A line chart invites you to follow a change along a
continuous scale, usually time: is it going up, going down or levelling off?</p>
<img src="/lesson-images/bar-and-line-chart.svg" alt="The same data drawn twice, orders per month from January to June (120, 135, 150, 145, 170 and 190): on the left as a bar chart, on the right as a line chart, both with months on the x-axis and orders from 0 to 200 on the y-axis." width="640" height="360">
<p>Both charts show the same six numbers. In the bar chart, your eye compares the heights of the
bars and notices that June is the highest month and that April is slightly below March. In the line
chart, your eye follows the slope and sees a steady upward trend with a small dip in April.</p>
<h2>When to use a bar chart</h2>
<ul>
<li>To compare categories that have no natural order, such as departments, products or countries.
Sort the bars by value to make the ranking easy to read.</li>
<li>To compare a few points in time when each period stands on its own, such as annual totals.</li>
<li>When the size of the differences matters. Bars must start at zero, because readers judge the
length of each bar.</li>
</ul>
<h2>When to use a line chart</h2>
<ul>
<li>To show a trend over time, especially with many data points, such as daily or weekly
values.</li>
<li>To compare the trends of a few series, such as sales in three regions. More than four or five
lines become a tangle.</li>
<li>When the shape of the change is the message: growth, seasonality or a sudden drop.</li>
</ul>
<p>Do not connect categories without a natural order with a line: a line from "Marketing" to
"Finance" suggests a progression that does not exist.</p>
<h2>Reading a chart critically</h2>
<ol>
<li><strong>Read the title and axis labels.</strong> What exactly is measured, in which unit and
over what period?</li>
<li><strong>Check the scale.</strong> Where does the value axis start, and are the intervals even?
The next lesson looks at this in detail.</li>
<li><strong>Look for the source and the date.</strong> Who collected the data, and is it
recent?</li>
<li><strong>Describe what you see before you explain it.</strong> "Orders grew every month except
April" is an observation; "the spring campaign worked" is an interpretation that needs more
evidence.</li>
</ol>`,
    'misleading-axes': `<h2>The same data, a different story</h2>
<p>A chart can be technically correct and still leave the wrong impression. The most common way this
happens is through the value axis, usually the vertical y-axis. When it does not start at zero,
small differences look large. When its range is stretched far beyond the data, real changes look
flat.</p>
<img src="/lesson-images/truncated-axis-comparison.svg" alt="The same satisfaction scores, 96, 97 and 98 percent for 2022 to 2024, drawn as two bar charts. On the left the y-axis starts at 95 and the 2024 bar looks three times as tall as the 2022 bar; on the right the y-axis starts at 0 and the three bars are almost equal." width="640" height="360">
<p>Both charts show the same customer satisfaction scores: 96 percent in 2022, 97 percent in 2023
and 98 percent in 2024. On the left, the y-axis starts at 95, so the 2024 bar is three times as tall
as the 2022 bar, which suggests that satisfaction tripled. On the right, the axis starts at zero and
the bars are nearly the same height. That is closer to the truth: a rise of two percentage
points.</p>
<h2>Rules of thumb</h2>
<ul>
<li><strong>Bar charts start at zero.</strong> Readers compare the lengths of bars, so a truncated
axis distorts every comparison.</li>
<li><strong>Line charts may zoom in,</strong> as long as the axis is clearly labelled. For a share
price or a body temperature, the interesting variation is small compared with the total, and
starting at zero would hide it. Readers judge slopes and positions here, not lengths.</li>
<li><strong>Watch for broken axes.</strong> A gap or zigzag on the axis is an honest warning that
part of the scale is missing; make sure you notice it.</li>
<li><strong>Compare like with like.</strong> Charts placed side by side should use the same scale,
or the comparison is meaningless.</li>
</ul>
<h2>Other axis tricks</h2>
<ol>
<li><strong>Uneven intervals:</strong> periods of different length placed at equal distances, such
as 2010, 2020, 2022, 2023 and 2024.</li>
<li><strong>Two y-axes:</strong> with a second axis on the right, any two series can be made to
appear to move together, simply by choosing the scales.</li>
<li><strong>Cherry-picked periods:</strong> starting a time axis just after a low point makes any
recovery look like impressive growth.</li>
<li><strong>Percentages without the base:</strong> "complaints doubled" may mean they went from 2 to
4.</li>
</ol>
<h2>A habit for every chart</h2>
<p>Before you accept the message of a chart, read the numbers on the axis, not just the shapes. Ask
what the chart would look like with the axis starting at zero, or over a longer period. When you
create charts yourself, let the data decide the scale rather than the story you hope to tell, and
label the axes clearly so that readers can check your choices.</p>`,
    'sorting-and-filtering': `<h2>Tables answer questions, if you ask them</h2>
<p>A table of raw data rarely tells you much at first glance. Sorting and filtering turn it into
answers. Sorting changes the order of the rows; filtering hides the rows you do not need for the
current question. Neither changes the data itself, which makes them safe first steps in any
analysis.</p>
<p>Take this small table of sales by region for the first two months of the year:</p>
<table>
<thead><tr><th scope="col">Region</th><th scope="col">Month</th><th scope="col">Sales
(€)</th></tr></thead>
<tbody>
<tr><td>North</td><td>January</td><td>12,400</td></tr>
<tr><td>South</td><td>January</td><td>9,800</td></tr>
<tr><td>East</td><td>January</td><td>15,100</td></tr>
<tr><td>North</td><td>February</td><td>13,900</td></tr>
<tr><td>South</td><td>February</td><td>8,700</td></tr>
<tr><td>East</td><td>February</td><td>14,200</td></tr>
</tbody>
</table>
<h2>Sorting</h2>
<p>Sort by Sales from high to low and the ranking jumps out: East in January (€15,100) is the best
result, South in February (€8,700) the weakest. Sort by Region and then by Month instead, and each
region's rows sit together, so you can compare the months: North grew from €12,400 to €13,900, while
East and South both fell.</p>
<ul>
<li>Sort the whole table, never a single column on its own, or values end up in the wrong rows.
Spreadsheets warn about this; take the warning seriously.</li>
<li>Check that numbers are stored as numbers. Numbers stored as text sort like words, so "9,800"
ends up after "15,100".</li>
<li>Use a multi-level sort, such as Region and then Month, to create logical groups.</li>
</ul>
<h2>Filtering</h2>
<p>Filter on Month = February and three rows remain: North €13,900, South €8,700 and East €14,200,
together €36,800, slightly below January's €37,300. Sort those three rows by Sales and you see at
once that East led February and South trailed.</p>
<img src="/lesson-images/sort-and-filter-steps.svg" alt="Three small tables side by side: all six rows of sales by region and month; the three February rows left after filtering on Month = February; and those three rows sorted by sales from highest to lowest, with East at 14,200 euros on top." width="640" height="360">
<p>Filters can be combined: Region = North and Month = February leaves a single row. Each condition
you add narrows the selection further.</p>
<h2>Pitfalls</h2>
<ol>
<li><strong>Forgotten filters.</strong> Totals and charts built on a filtered table show only part
of the data. Check whether a filter is active before you share a number.</li>
<li><strong>Inconsistent values.</strong> "North", "North " with a trailing space and "N." may be
treated as different values and slip through a filter. Clean the data first.</li>
<li><strong>Small groups.</strong> The more you filter, the fewer rows remain, and the more a single
unusual value can dominate what you see.</li>
</ol>
<p>Before drawing a conclusion, note the question you asked the table, the sorting and filters you
applied and how many rows remained. That makes your analysis easy to check and to repeat.</p>`,
    'averages-and-outliers': `<h2>Three kinds of average</h2>
<ul>
<li><strong>Mean:</strong> add up all values and divide by how many there are. This is what most
people, and spreadsheet functions such as AVERAGE, mean by "the average".</li>
<li><strong>Median:</strong> sort the values and take the middle one, or the mean of the two middle
ones if there is an even number of values. Half the values are below it, half above.</li>
<li><strong>Mode:</strong> the value that occurs most often, useful for categories such as the most
common complaint type.</li>
</ul>
<p>For evenly spread data, the mean and the median are close. When the data contains extreme values,
they can be very different.</p>
<h2>An example</h2>
<p>Here are the nine orders a small web shop received in one week:</p>
<table>
<thead><tr><th scope="col">Order</th><th scope="col">Day</th><th scope="col">Value
(€)</th></tr></thead>
<tbody>
<tr><td>A101</td><td>Monday</td><td>50</td></tr>
<tr><td>A102</td><td>Monday</td><td>42</td></tr>
<tr><td>A103</td><td>Tuesday</td><td>58</td></tr>
<tr><td>A104</td><td>Tuesday</td><td>480</td></tr>
<tr><td>A105</td><td>Wednesday</td><td>47</td></tr>
<tr><td>A106</td><td>Thursday</td><td>55</td></tr>
<tr><td>A107</td><td>Thursday</td><td>61</td></tr>
<tr><td>A108</td><td>Friday</td><td>45</td></tr>
<tr><td>A109</td><td>Friday</td><td>52</td></tr>
</tbody>
</table>
<p>The mean order value is €890 ÷ 9 = €98.89, yet eight of the nine orders were between €42 and €61.
The single order of €480, a business customer buying in bulk, pulls the mean up to a value that
describes none of the actual orders. The median, €52, answers the question "what does a typical
order look like?" much better.</p>
<img src="/lesson-images/dot-plot-outlier.svg" alt="Dot plot of the nine order values on a scale from 0 to 500 euros: eight dots cluster between 42 and 61 euros and one outlier, circled, sits at 480 euros. A line marks the median at 52 euros inside the cluster; a dashed line marks the mean at 98.89 euros, to the right of all eight typical orders." width="640" height="360">
<h2>What is an outlier?</h2>
<p>An outlier is a value far away from the rest of the data. It can have three kinds of cause, and
each calls for a different response:</p>
<ol>
<li><strong>An error:</strong> a typo, a wrong unit or a test record. Correct or remove it, and note
that you did.</li>
<li><strong>A genuine but different case,</strong> like the bulk order. Keep it, but consider
reporting it separately: without it, the mean is €51.25 and the median €51.</li>
<li><strong>An important signal:</strong> a sudden spike in complaints or costs may be exactly what
you need to investigate.</li>
</ol>
<p>Never delete outliers just because they are inconvenient, and be open about what you did and
why.</p>
<h2>Practical habits</h2>
<ul>
<li>Report the median alongside the mean for incomes, prices, waiting times and order sizes, which
are often skewed by a few large values.</li>
<li>Look at the data, for example by sorting it or drawing a dot plot, before you calculate a
summary.</li>
<li>Say how many values an average is based on. An average of nine orders is fragile: one more bulk
order would change it completely.</li>
<li>When someone quotes "the average", ask which one.</li>
</ul>`,
  },
  'introduction-to-cybersecurity': {
    'recognising-phishing': `<h2>What phishing is</h2>
<p>Phishing is a message that pretends to come from someone you trust, in order to make you click a
link, open an attachment, enter a password or transfer money. It usually arrives by e-mail, but the
same tricks are used in text messages (smishing), phone calls (vishing) and chat apps. It remains
one of the most common ways attackers get into organisations, because it targets people rather than
technology.</p>
<img src="/lesson-images/phishing-email-clues.svg" alt="A fake e-mail with four numbered warning signs: a look-alike sender address with a zero instead of the letter o, an urgent subject threatening to close the mailbox, the generic greeting Dear user, and a button whose link points to a different domain." width="640" height="360">
<h2>Warning signs</h2>
<ul>
<li><strong>Pressure:</strong> urgency, threats or rewards, such as "your account will be closed
today", "invoice overdue" or "you have won".</li>
<li><strong>A look-alike sender:</strong> a display name you know with an odd address behind it, or
a domain with a small change, such as a zero instead of the letter o.</li>
<li><strong>Links that do not match:</strong> hover over a link, or press and hold on a phone, to
see where it really goes. Read the web address from the first single slash backwards: in
login.example.com.verify-now.net/account, the real domain is verify-now.net, not example.com.</li>
<li><strong>Unexpected attachments,</strong> especially documents that ask you to "enable content",
compressed files or files protected with a password given in the message.</li>
<li><strong>Unusual requests:</strong> a manager asking for gift cards, a supplier announcing new
bank details, a colleague asking for your login code.</li>
<li><strong>A generic greeting or a tone that does not fit the sender.</strong> Well-written
messages can still be phishing, so do not rely on spotting spelling mistakes.</li>
</ul>
<h2>What to do</h2>
<ol>
<li>Stop. Do not click, reply or open attachments while you are unsure.</li>
<li>Verify through another channel: call the person on a number you already know, or go to the
website by typing its address yourself.</li>
<li>Report the message with your organisation's report button or procedure, then delete it.</li>
<li>If you already clicked or entered details, report it immediately and change the password. Speed
limits the damage, and nobody should be blamed for reporting a mistake.</li>
</ol>
<h2>Targeted attacks</h2>
<p>Spear phishing uses information about you, gathered from social media or company websites, to
make a message more convincing. Payment fraud, in which criminals pose as executives or suppliers,
can cost organisations large sums. One simple rule stops most of it: confirm every change of bank
details and every unusual payment request by phone, using a number from your own records.</p>`,
    'strong-passwords': `<h2>What makes a password strong</h2>
<p>Attackers rarely guess passwords one by one. They use automated tools that try millions of common
passwords, predictable variations such as "Summer2024!" and passwords leaked from other websites. A
strong password is therefore above all <strong>long</strong> and <strong>unique</strong>: not used
anywhere else, and not predictable from your name, your pet or the season.</p>
<p>Length beats complexity. "Tr0ub4dor&amp;3" looks complicated but follows patterns that cracking
tools know. A passphrase of several random words, such as "marble kettle orbit sunrise", is longer,
easier to remember and much harder to crack. Guidance from bodies such as the US National Institute
of Standards and Technology (NIST) and the UK National Cyber Security Centre (NCSC) reflects this:
favour length, check new passwords against lists of known breached passwords, and only force a
change when there is reason to believe a password has been compromised.</p>
<h2>Rules that work</h2>
<ol>
<li><strong>One password per account.</strong> Reuse is the biggest risk: when one website is
breached, attackers try the same e-mail address and password everywhere else.</li>
<li><strong>Use a password manager.</strong> It generates and stores a long random password for
every account, so you only need to remember one strong master passphrase. For work accounts, use the
manager your organisation provides.</li>
<li><strong>Make the ones you type long and memorable.</strong> For your computer login and the
password manager itself, use three or four random words.</li>
<li><strong>Turn on multi-factor authentication (MFA).</strong> A second factor, such as an
authenticator app or a security key, stops most attacks that rely on a stolen password. Start with
e-mail, banking and work accounts.</li>
<li><strong>Never share passwords or codes.</strong> No genuine IT department will ask for your
password, and nobody legitimate needs the code from your authenticator app.</li>
</ol>
<h2>Watch out for</h2>
<ul>
<li>MFA prompts you did not trigger: deny them and report them, because someone may already have
your password.</li>
<li>Passwords written on notes near your screen or kept in a plain document.</li>
<li>Security questions whose answers can be found online. Treat them as extra passwords: give
invented answers and store them in your password manager.</li>
</ul>
<p>If you suspect that someone else knows a password, change it at once, starting with your e-mail
account, because e-mail is used to reset all the others.</p>`,
    'updates-and-backups': `<h2>Why updates matter</h2>
<p>Software updates do more than add features. Many fix security vulnerabilities: weaknesses that
attackers can use to take over a device, often without you doing anything wrong. Once an update is
published, attackers can study what it fixes and target devices that have not installed it yet. The
gap between a fix and attacks that exploit the flaw can be only days, so speed matters.</p>
<h2>Good update habits</h2>
<ul>
<li><strong>Turn on automatic updates</strong> for your operating system, browser and apps, on
laptops and phones alike.</li>
<li><strong>Restart when asked.</strong> Many updates only take effect after a restart; postponing
it for weeks leaves the door open.</li>
<li><strong>Do not forget the rest.</strong> Routers, printers, smart devices at home and browser
extensions need updates too.</li>
<li><strong>Replace unsupported devices.</strong> When a manufacturer stops releasing security
updates for a phone, computer or operating system, it becomes steadily less safe to use.</li>
<li><strong>Install only from trusted sources,</strong> such as official app stores or your
organisation's software portal. A pop-up saying "your software is out of date, click here" is a
classic trick.</li>
</ul>
<h2>Why backups matter</h2>
<p>Devices break, get stolen or are hit by ransomware: malicious software that encrypts your files
and demands payment. A recent backup turns these events from a disaster into an inconvenience.
Without one, the files may simply be gone.</p>
<h2>The 3-2-1 rule</h2>
<ol>
<li>Keep at least <strong>3</strong> copies of important data: the original and two backups.</li>
<li>Store them on at least <strong>2</strong> different kinds of storage, such as your laptop and a
cloud service or an external drive.</li>
<li>Keep at least <strong>1</strong> copy offsite or offline, so that a fire, a theft or ransomware
cannot reach all copies at once.</li>
</ol>
<p>At work, save files in the locations your organisation backs up, usually shared drives or the
company cloud, rather than only on your laptop's desktop. Ask IT if you are unsure which locations
are covered.</p>
<h2>Test the restore</h2>
<p>A backup is only as good as your ability to get the data back. Now and then, try restoring a
file. Check that backups run automatically and include what you expect, such as photos, documents
and e-mail archives. Disconnect an external backup drive after use, because ransomware can encrypt
any drive that is connected.</p>`,
    'public-wi-fi': `<h2>The risks of shared networks</h2>
<p>Free Wi-Fi in cafés, hotels, trains and airports is convenient, but you do not know who runs the
network or who else is on it. The main risks are:</p>
<ul>
<li><strong>Fake hotspots:</strong> an attacker sets up a network with a plausible name, such as
"Airport_Free_WiFi", and can watch or tamper with the traffic that passes through it.</li>
<li><strong>Eavesdropping:</strong> on open networks without a password, unencrypted traffic can be
read by others nearby.</li>
<li><strong>Fake login pages:</strong> a hotspot's sign-in page may ask for personal details or an
e-mail password it has no need for.</li>
<li><strong>Exposed devices:</strong> file sharing and other services on your laptop can be visible
to other users of the same network.</li>
</ul>
<p>The risk is lower than it used to be, because most websites and apps now encrypt their traffic
with HTTPS. Encryption protects the content, but not everything: a fake hotspot can still steer you
to look-alike sites, and some apps and older services still send data unprotected.</p>
<h2>Safe habits</h2>
<ol>
<li><strong>Check the network name</strong> with staff before connecting, and be wary of networks
with generic or duplicate names.</li>
<li><strong>Use your organisation's VPN</strong> on public Wi-Fi. It encrypts all your traffic to a
trusted server.</li>
<li><strong>Use your phone's hotspot</strong> instead for sensitive work. Mobile data is generally
safer than an unknown Wi-Fi network.</li>
<li><strong>Take browser warnings seriously.</strong> If a familiar site suddenly shows a
certificate warning, do not click through; disconnect.</li>
<li><strong>Never enter passwords on a hotspot login page</strong> beyond what is clearly needed to
get access to the network.</li>
<li><strong>Choose "public network"</strong> when your computer asks, which turns off file sharing
and device discovery.</li>
<li><strong>Forget the network afterwards,</strong> so your device does not automatically reconnect
to something with the same name later.</li>
</ol>
<h2>Beyond the network</h2>
<p>In public places, the person next to you can be a bigger risk than the Wi-Fi. Sit with your back
to a wall when working on confidential documents, use a privacy filter on your screen, lock your
screen whenever you step away and never leave devices unattended. Take confidential calls somewhere
you cannot be overheard.</p>`,
  },
  'customer-conversations': {
    'active-listening': `<h2>Listening is an active skill</h2>
<p>Most people listen in order to reply: while the customer is still talking, they are already
preparing an answer. Active listening means listening in order to understand, and showing the
customer that you do. It leads to fewer misunderstandings, faster solutions and customers who feel
taken seriously, which is often worth as much to them as the solution itself.</p>
<h2>Techniques you can use today</h2>
<ul>
<li><strong>Give full attention.</strong> Close other windows, put your phone face down and face the
customer. On the phone, people notice within seconds when you are typing something else.</li>
<li><strong>Let them finish.</strong> Resist interrupting, even when you think you know where the
story is going. A short pause after they stop often brings out the most important detail.</li>
<li><strong>Show that you are following.</strong> Nod and keep eye contact, or, on the phone, use
short signals such as "I see" or "right".</li>
<li><strong>Paraphrase.</strong> Repeat the essence in your own words: "So the delivery arrived on
time, but two of the boxes were damaged." This proves you understood and lets the customer correct
you.</li>
<li><strong>Name the feeling.</strong> "That sounds really frustrating, especially with your opening
next week." Acknowledging emotion does not mean admitting fault; it shows that you see the person
behind the problem.</li>
<li><strong>Summarise before acting.</strong> At the end, sum up what you heard and what will happen
next.</li>
</ul>
<h2>What gets in the way</h2>
<ol>
<li><strong>Jumping to solutions</strong> before the problem is fully clear.</li>
<li><strong>Defending</strong> the company or a colleague while the customer is still
explaining.</li>
<li><strong>Assuming</strong> that this case is the same as the last ten.</li>
<li><strong>Following a script</strong> so rigidly that the customer feels processed rather than
heard.</li>
</ol>
<h2>An example</h2>
<p>A customer calls: "I've been trying to log in all morning and nobody answers the chat." A reply
that skips listening: "Have you tried resetting your password?" A reply that listens first: "So
you've lost a whole morning on this, and the chat didn't help. Let's sort it out now. What happens
when you try to log in?" The second answer takes five seconds longer and saves minutes of
friction.</p>
<h2>Practise it</h2>
<p>In your next three customer conversations, paraphrase at least once and summarise at the end.
Notice how often the customer adds or corrects something. Each correction is a misunderstanding you
would otherwise have acted on.</p>`,
    'asking-open-questions': `<h2>Open and closed questions</h2>
<p>A closed question can be answered with yes, no or a single fact: "Is the order number 4521?" An
open question invites the customer to explain: "What happened when the order arrived?" Both have
their place. Open questions uncover the situation, needs and feelings; closed questions confirm
details and bring the conversation to a decision.</p>
<p>A common mistake is to start with closed questions. You end up guessing, one yes or no at a time,
and the customer feels interrogated. Start broad, then narrow down.</p>
<h2>Useful open questions</h2>
<ul>
<li>"What can I help you with today?"</li>
<li>"Can you tell me what happened?"</li>
<li>"How are you using the product at the moment?"</li>
<li>"What would a good solution look like for you?"</li>
<li>"What have you already tried?"</li>
</ul>
<p>Questions starting with <em>what</em>, <em>how</em> and <em>tell me</em> work best. Be careful
with <em>why</em>: "Why did you order the wrong size?" can sound like an accusation. "What made you
choose that size?" asks the same thing without blame.</p>
<h2>The funnel technique</h2>
<ol>
<li><strong>Open:</strong> "Tell me about the problem with the invoice."</li>
<li><strong>Probe:</strong> follow up on what you hear. "You mentioned the hours are higher than
expected. Which week are you looking at?"</li>
<li><strong>Closed:</strong> confirm the facts. "So it's the 24 hours on 3 March that you don't
recognise?"</li>
<li><strong>Summarise:</strong> "Let me check: the March invoice includes 24 hours you don't think
were worked, and you'd like a corrected invoice. Is that right?"</li>
</ol>
<h2>Tips</h2>
<ul>
<li><strong>Ask one question at a time.</strong> Stacked questions ("What happened, when was that,
and did you call us before?") get one answer, usually to the last question.</li>
<li><strong>Avoid leading questions.</strong> "You're happy with the service, aren't you?" tells you
nothing.</li>
<li><strong>Allow silence.</strong> After an open question, wait. People often need a moment, and
the answer after the pause is usually the most useful one.</li>
<li><strong>Use their words.</strong> Building your follow-up question on the customer's own words
shows that you listened.</li>
</ul>
<p>Good questions save time. A few minutes of open questions at the start of a conversation often
prevent a second and a third call, because you solve the real problem instead of the first one you
guessed.</p>`,
    'handling-complaints': `<h2>A complaint is an opportunity</h2>
<p>A customer who complains is giving you a chance to put things right. Many dissatisfied customers
never complain; they simply leave. Handled well, a complaint can even strengthen the relationship,
because customers remember how you responded more than what went wrong.</p>
<img src="/lesson-images/complaint-steps.svg" alt="Five numbered steps for handling a complaint, connected by arrows: listen and let them finish, acknowledge the problem and the feeling, clarify what they need now, solve by agreeing a fix and a time, and follow up to check that it worked." width="640" height="360">
<h2>Five steps</h2>
<ol>
<li><strong>Listen.</strong> Let the customer tell the whole story without interrupting, even if you
have heard it before, and take notes. Angry customers often calm down once they have been able to
say everything.</li>
<li><strong>Acknowledge.</strong> Show that you understand the problem and its impact: "You ordered
this for your event tomorrow and it hasn't arrived. I understand why you're upset." Apologise for
the experience; a sincere "I'm sorry this happened" costs nothing.</li>
<li><strong>Clarify.</strong> Ask open questions to get the facts and find out what the customer
wants: a replacement, a refund, an explanation, or the assurance that it won't happen again. Do not
assume.</li>
<li><strong>Solve.</strong> Propose a concrete solution or offer options, and agree what happens and
when. Promise only what you can deliver. If you need to consult someone, say when you will come
back.</li>
<li><strong>Follow up.</strong> Check that the solution worked, and thank the customer for raising
the issue.</li>
</ol>
<h2>Staying calm under pressure</h2>
<ul>
<li>Remember that the anger is usually about the situation, not about you.</li>
<li>Keep your voice low and your pace slow; calm is contagious.</li>
<li>Avoid phrases that escalate, such as "calm down", "that's our policy" or "you must have…".</li>
<li>Talk about what you can do, not about what you cannot.</li>
<li>If a customer becomes abusive, set a boundary calmly and follow your organisation's procedure.
You do not have to accept insults or threats.</li>
</ul>
<h2>Learn from complaints</h2>
<p>Record every complaint with its cause, including the ones solved on the spot. Patterns, such as
the same delivery problem every Monday or confusion about one clause in the contract, point to fixes
that prevent dozens of future complaints. Share what you learn with the colleagues who can change
the cause.</p>`,
    'following-up': `<h2>Why follow-up matters</h2>
<p>The end of a conversation is not the end of the customer's experience. Whether you promised a
call-back, a replacement or an answer from a colleague, the customer is now waiting. Following up
reliably is one of the simplest ways to build trust, and failing to do so is one of the quickest
ways to lose it. A broken promise after a complaint often does more damage than the original
problem.</p>
<h2>Make promises you can keep</h2>
<ul>
<li>Be specific: "I'll call you on Thursday before noon" instead of "I'll get back to you
soon".</li>
<li>Build in a margin. If an answer usually takes two days, promise three.</li>
<li>If you depend on others, say so, and agree with them when you will have their input.</li>
</ul>
<h2>A follow-up routine</h2>
<ol>
<li><strong>Record it immediately.</strong> Log every promise in your customer system or task list,
with a date and the customer's preferred contact channel.</li>
<li><strong>Confirm in writing.</strong> After an important conversation, send a short summary: what
you discussed, what was agreed, who does what and by when.</li>
<li><strong>Keep the customer informed.</strong> If something takes longer, get in touch before the
deadline, not after it. "I don't have the answer yet, but I expect it on Monday" is far better than
silence.</li>
<li><strong>Check the outcome.</strong> After the solution has been delivered, ask whether it
worked. "Did the replacement arrive in good condition?" takes a minute and often catches problems
early.</li>
<li><strong>Close the case</strong> only when the customer agrees that it is solved.</li>
</ol>
<h2>A good follow-up message</h2>
<p>Keep it short and personal:</p>
<blockquote><p>Hello Ms Jansen, thank you for your time on the phone today. As agreed, we will send
a new pump by courier tomorrow, and you will receive the tracking code by e-mail. I will call you on
Friday to check that everything works. If anything is unclear before then, you can reach me directly
at this address. Kind regards, Tom</p></blockquote>
<p>It names the agreement, the next step and the date, and gives the customer a direct contact, so
they do not have to start over with someone new.</p>
<h2>Beyond the single case</h2>
<p>Follow-up also works proactively. A short check-in a few weeks after a purchase or a solved
problem, without trying to sell anything, shows that you care about the result. It is also how you
hear about small issues before they turn into complaints.</p>`,
  },
  'sales-fundamentals': {
    'from-lead-to-customer': `<h2>The sales process</h2>
<p>Sales is not a single conversation but a process. Most business-to-business sales pass through
recognisable stages, and knowing where each prospect is helps you decide what to do next and
forecast realistically.</p>
<ol>
<li><strong>Lead:</strong> someone who may be interested, such as a website enquiry, a contact from
an event or a referral.</li>
<li><strong>Qualification:</strong> finding out whether there is a real need, a budget and a
decision-maker, and whether you can help.</li>
<li><strong>Discovery:</strong> understanding the customer's situation, problem and goals in
depth.</li>
<li><strong>Proposal:</strong> presenting a solution and an offer tailored to what you learned.</li>
<li><strong>Negotiation and decision:</strong> handling questions and objections and agreeing
terms.</li>
<li><strong>Won or lost,</strong> followed for won deals by onboarding and an ongoing
relationship.</li>
</ol>
<h2>The funnel</h2>
<p>At each stage, some prospects drop out. Drawn as a picture, the process becomes a funnel: many
leads at the top, fewer customers at the bottom.</p>
<img src="/lesson-images/sales-funnel.svg" alt="Sales funnel narrowing from 200 leads to 60 qualified leads, 25 proposals sent and 10 deals won, with conversion rates of 30, 42 and 40 percent between the stages and 5 percent overall." width="640" height="360">
<p>In the example, 200 leads produce 60 qualified prospects (30 percent), 25 proposals (about 42
percent of those qualified) and 10 new customers (40 percent of the proposals). Overall, 5 percent
of leads become customers. The conversion rates are more useful than the raw numbers, because they
show where the process leaks. A low rate from proposal to won deal, for example, suggests that
proposals are sent too early or do not match the customer's needs.</p>
<h2>Using the funnel</h2>
<ul>
<li><strong>Plan backwards.</strong> If you need 12 new customers a quarter and convert 5 percent of
leads, you need about 240 leads. If that is unrealistic, work on a conversion rate rather than only
chasing more leads.</li>
<li><strong>Move deals forward deliberately.</strong> For each open opportunity, note the next
concrete step and its date. A deal without a next step is stalling.</li>
<li><strong>Clean up the pipeline.</strong> Close opportunities that have gone cold. An inflated
pipeline makes forecasts unreliable and wastes your time.</li>
<li><strong>Track time per stage.</strong> Deals that sit in one stage much longer than average
rarely close.</li>
</ul>
<h2>The customer's side</h2>
<p>These stages describe your process, but customers follow their own buying journey: recognising a
problem, exploring options, comparing suppliers and deciding. Many do much of their research before
they ever speak to a salesperson. Match your approach to where they are: a prospect who is still
exploring the problem needs insight and good questions, not a price list.</p>`,
    'qualifying-leads': `<h2>Why qualify</h2>
<p>Not every lead is a good prospect. Some have no real need, no budget or no authority to buy;
others need something you do not offer. Qualifying means finding this out early, so you spend your
time on the prospects most likely to buy and benefit, and give the others an honest answer quickly.
A polite "we're probably not the right fit" is better for both sides than months of meetings without
result.</p>
<h2>The BANT checklist</h2>
<p>BANT, which originated at IBM, is one of the oldest and simplest qualification checklists:</p>
<ul>
<li><strong>Budget:</strong> is money available, or can it be made available, for a solution like
yours? "How are projects like this usually funded in your organisation?" is easier to answer than
"What is your budget?"</li>
<li><strong>Authority:</strong> who decides, and who else influences the decision? "Besides you, who
will be involved in choosing a solution?"</li>
<li><strong>Need:</strong> is there a real problem, and how much does it matter? "What happens if
you don't solve this?"</li>
<li><strong>Timing:</strong> when does the customer need a solution, and why then? "Is there a date
or event driving this?"</li>
</ul>
<p>In practice, need comes first: a strong need often creates budget and urgency, while a budget
without a need rarely leads to a sale. Other frameworks add elements such as the customer's decision
process or the criteria they will use to compare suppliers, but the idea is the same.</p>
<h2>How to qualify in conversation</h2>
<ol>
<li>Prepare: look at the company's website, recent news and the contact's role before the first
call.</li>
<li>Ask open questions about their situation and goals before talking about your product.</li>
<li>Listen for signals: a concrete problem, a deadline, a named decision-maker, earlier attempts to
solve it.</li>
<li>Be direct about the essentials. Customers respect a salesperson who asks clear questions about
budget and process.</li>
<li>Record what you learned in your customer system, so colleagues can pick up where you left
off.</li>
</ol>
<h2>Qualifying out</h2>
<p>Deciding not to pursue a lead is part of the job. Typical reasons are no identifiable need, a
budget far below what a workable solution costs, or a timeline years away. Disqualify respectfully:
explain why, suggest an alternative if you know one, and offer to check in later if the situation
may change. Leads that are not ready today can become good customers next year, and they will
remember that you did not waste their time.</p>`,
    'presenting-value': `<h2>Customers buy outcomes</h2>
<p>Customers do not buy a product for its features. They buy it for what it does for them: time
saved, costs cut, risks reduced, revenue gained or a problem gone. Presenting value means connecting
what you offer to the outcomes that this particular customer has told you matter.</p>
<h2>Features, benefits and value</h2>
<ul>
<li><strong>Feature:</strong> what the product is or has. "The software sends automatic payment
reminders."</li>
<li><strong>Benefit:</strong> what the feature does for a user. "You no longer have to chase late
payments by hand."</li>
<li><strong>Value:</strong> what the benefit means for this customer, ideally in their terms and
numbers. "Your finance team spends about a day a week chasing invoices. Automating that frees the
day for month-end reporting, which you said is always late."</li>
</ul>
<p>A simple test is to ask "so what?" after each statement until you reach something the customer
cares about.</p>
<h2>Structure your presentation</h2>
<ol>
<li><strong>Start with their situation.</strong> Summarise what you learned: their goals, the
problem and what it costs them. Ask whether you got it right. This shows that you listened and lets
them correct you before you propose anything.</li>
<li><strong>Follow their priorities.</strong> Address their biggest concern first, and leave out
features that do not relate to their needs.</li>
<li><strong>Make it concrete.</strong> Use their numbers where possible, and give an example of how
a similar customer uses the product.</li>
<li><strong>Provide proof.</strong> Case studies, references, a trial or a demonstration with their
own data are more convincing than claims.</li>
<li><strong>Present the price in context.</strong> Put the investment next to the value: €12,000 a
year reads differently next to savings of €40,000.</li>
</ol>
<h2>Offer options</h2>
<p>Two or three options, for example a basic, a standard and a complete package, let the customer
choose how to buy rather than whether to buy. Make each option clearly different, and recommend the
one that fits their needs best, with a reason.</p>
<h2>Common mistakes</h2>
<ul>
<li>Presenting everything the product can do, which buries the parts that matter.</li>
<li>Claiming value you cannot back up. Overpromising wins a deal and loses the customer.</li>
<li>Talking without checking. Pause regularly and ask: "How does this compare with what you had in
mind?"</li>
</ul>`,
    'asking-for-the-decision': `<h2>Why salespeople hesitate</h2>
<p>Many sales stall not because the customer says no, but because nobody asks for a decision.
Salespeople fear rejection or worry about seeming pushy, so they send "just checking in" e-mails for
weeks. Asking clearly for a decision is not pressure. When the earlier work has been done well, it
is the natural next step, and a service to a customer who also wants to move on.</p>
<h2>Check readiness first</h2>
<p>Look for buying signals: questions about implementation, delivery dates, contract terms or
training; new people joining, such as purchasing or legal; the customer talking about the solution
as if they already had it. Then test with a trial close, a question that checks readiness without
asking for the final decision:</p>
<ul>
<li>"How does this proposal fit what you had in mind?"</li>
<li>"Is there anything that would stop you from going ahead?"</li>
<li>"If we can deliver by 1 May, does that work with your planning?"</li>
</ul>
<h2>Ways to ask</h2>
<ol>
<li><strong>The direct question:</strong> "Are you ready to go ahead?" Simple and honest, and often
the best.</li>
<li><strong>The summary close:</strong> summarise the needs, the agreed solution and the value, then
ask: "Shall we put this into an agreement?"</li>
<li><strong>The next-step close:</strong> in longer sales, ask for the next commitment: "Can we
schedule the meeting with your finance director next week?"</li>
<li><strong>The choice:</strong> "Would you like to start with the standard or the complete
package?" Use this only when the customer has clearly signalled that they want to buy.</li>
</ol>
<p>After asking, stop talking. Give the customer time to think and respond, even if the silence
feels long.</p>
<h2>Handling objections</h2>
<p>An objection is often a request for more information, not a refusal. Respond in four steps:
listen to the objection fully; ask a question to understand it ("When you say it's expensive, what
are you comparing it with?"); answer the real concern; and check whether it is resolved. If the same
objection keeps coming back, it may point to a mismatch you missed during qualification.</p>
<h2>Accept a no gracefully</h2>
<p>If the answer is no, ask why, and thank the customer for their time. The reasons help you
improve, and a respectful ending keeps the door open for later. A clear no is also more useful than
a pipeline full of maybes: it frees your time for the prospects who are ready.</p>`,
  },
};

/** The rich course description (shown on the course page) by course slug. */
export const COURSE_DESCRIPTIONS: Record<string, string> = {
  'project-management-basics': `<p>Many professionals run projects without ever being called a
project manager: an office move, a new tool, a customer event. This course gives you a light,
practical method to plan, run and close such a project with a clear scope, schedule and budget.</p>
<p>The lessons are short and built around examples from everyday work. You finish with a written
assignment in which you apply the method to a project of your own, with feedback from your
coach.</p>
<h2>What you will learn</h2>
<ul>
<li>Tell a project apart from day-to-day work and balance scope, time and cost</li>
<li>Write SMART goals and a one-page scope statement that prevents scope creep</li>
<li>Build a schedule with dependencies, a critical path and meaningful milestones</li>
<li>Close a project properly, with acceptance, handover and lessons learned</li>
</ul>`,
  'time-management': `<p>Busy is not the same as productive. This course helps you decide what
deserves your time, say no without damaging relationships, and plan a week that leaves room for the
work that really matters.</p>
<p>Each lesson ends with something you can try straight away, from sorting your task list to booking
your first protected focus block.</p>
<h2>What you will learn</h2>
<ul>
<li>Separate urgent from important and decide what to do, schedule, delegate or drop</li>
<li>Say no, or "not now", clearly and politely, including to your manager</li>
<li>Plan your week around three outcomes and a realistic view of your capacity</li>
<li>Protect time for focused work and reduce interruptions</li>
</ul>`,
  'leading-hybrid-teams': `<p>When half of your team works from home, the habits that held it
together in the office no longer happen by themselves. This course shows team leaders how to keep a
hybrid team connected, informed and productive.</p>
<p>It covers the rhythm of the team, from meetings to written updates, and the trust between you and
each team member, built through one-to-ones and fair recognition.</p>
<h2>What you will learn</h2>
<ul>
<li>Run meetings that work equally well for people in the room and at home</li>
<li>Replace status meetings with short, skimmable written updates</li>
<li>Hold one-to-ones that build trust and surface problems early</li>
<li>Recognise effort specifically and fairly, and counter proximity bias</li>
</ul>`,
  'workplace-safety': `<p>Most accidents at work are caused by ordinary things: a wet floor, a
trailing cable, a badly adjusted chair. This course helps you recognise everyday hazards in offices
and other workplaces and prevent them with simple habits.</p>
<p>It also prepares you for the moment something does go wrong: how to make the situation safe, give
basic first aid and report what happened so it does not happen again.</p>
<h2>What you will learn</h2>
<ul>
<li>Spot and remove the causes of slips, trips and falls</li>
<li>Set up a screen workstation that protects your neck, back, wrists and eyes</li>
<li>Report incidents and near misses clearly and factually</li>
<li>Respond to a collapse, bleeding, burns or choking until help arrives</li>
</ul>`,
  'writing-for-the-web': `<p>People read differently online: they scan, they are in a hurry and they
leave when they cannot find what they need. This course teaches you to write short, scannable texts
that readers find, understand and act on.</p>
<p>You practise with real examples of rewriting, and finish by drawing up a small style guide for
your own team or website, reviewed by your coach.</p>
<h2>What you will learn</h2>
<ul>
<li>Understand how people scan web pages and structure your text for it</li>
<li>Write clear headlines and summaries using the inverted pyramid</li>
<li>Apply the principles of plain language to everyday texts</li>
<li>Write descriptive links and well-built lists</li>
</ul>`,
  'data-literacy': `<p>Charts and tables are everywhere in working life, and not all of them tell
the truth. This course teaches you to read them critically, spot common distortions and draw sound
conclusions from data, without needing any statistics background.</p>
<p>The lessons use small, concrete data sets that you can check by hand, and the course closes with
a quiz to test your understanding.</p>
<h2>What you will learn</h2>
<ul>
<li>Choose between bar and line charts and read both critically</li>
<li>Recognise misleading axes and other chart tricks</li>
<li>Sort and filter a table to answer a specific question</li>
<li>Use the mean and the median wisely and deal with outliers</li>
</ul>`,
  'introduction-to-cybersecurity': `<p>Most cyber attacks do not start with clever hacking but with
an ordinary person clicking a link, reusing a password or skipping an update. This course gives you
the everyday habits that keep you and your organisation safe.</p>
<p>No technical background is needed. Every lesson focuses on a few concrete actions you can take
today, at work and at home.</p>
<h2>What you will learn</h2>
<ul>
<li>Recognise phishing e-mails, messages and calls, and know what to do with them</li>
<li>Create strong passwords, use a password manager and turn on multi-factor authentication</li>
<li>Keep devices updated and back up your data with the 3-2-1 rule</li>
<li>Work safely on public Wi-Fi and in public places</li>
</ul>`,
  'customer-conversations': `<p>Good customer conversations are built on listening, not talking.
This course helps you listen well, ask the questions that uncover what a customer really needs and
turn complaints into trust.</p>
<p>It is practical and example-driven, for anyone who talks to customers by phone, e-mail, chat or
face to face.</p>
<h2>What you will learn</h2>
<ul>
<li>Listen actively, paraphrase and summarise so customers feel understood</li>
<li>Use open and closed questions to get to the real problem quickly</li>
<li>Handle complaints calmly in five clear steps</li>
<li>Follow up reliably and keep the promises you make</li>
</ul>`,
  'sales-fundamentals': `<p>Selling well starts with understanding what a customer needs. This
course takes you through the sales process, from the first lead to the final decision, and shows you
how to present an offer that fits.</p>
<p>It is aimed at people who are new to sales or who sell as part of another role, such as
consultants, account managers and specialists.</p>
<h2>What you will learn</h2>
<ul>
<li>Understand the stages of the sales process and read your sales funnel</li>
<li>Qualify leads with BANT and decide which ones to pursue</li>
<li>Present value in the customer's terms, not just features</li>
<li>Ask for the decision confidently and handle objections</li>
</ul>`,
};
